import { passThrough, type Watch } from '../watch';
import type { Namespace } from './context';

/** Marks the functions webMethod() produced: only they are callable from page code. */
export const WEB_METHOD = Symbol('veloforge.webMethod');

export const Permissions = { Anyone: 'anyone', SiteMember: 'site-member', Admin: 'admin' } as const;

const DATE_TAG = '$$veloforge.date';

/**
 * Arguments and results cross the network as JSON (Dates survive, as structured clone keeps
 * them): functions and undefined fields vanish, class instances become plain objects.
 */
export function serializeRoundTrip<T>(value: T): T {
  if (value === undefined) return value;
  const text = JSON.stringify(
    value,
    function (this: Record<string, unknown>, key: string, v: unknown) {
      const raw = this[key];
      return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : v;
    },
  );
  return JSON.parse(text, (_key, v: unknown) => {
    if (typeof v === 'object' && v !== null && DATE_TAG in v)
      return new Date((v as Record<string, string>)[DATE_TAG] as string);
    return v;
  }) as T;
}

/** A backend error as the frontend receives it: a new Error with the same name and message. */
function remoteError(error: unknown): Error {
  if (error instanceof Error) {
    const copy = new Error(error.message);
    copy.name = error.name;
    const code = (error as { code?: unknown }).code;
    if (code !== undefined) Object.assign(copy, { code });
    return copy;
  }
  return new Error(typeof error === 'string' ? error : JSON.stringify(error));
}

/** Wraps a backend function the way the frontend proxy calls it: async, through serialization. */
export function remoteCall(
  fn: (...args: unknown[]) => unknown,
  watch: Watch = passThrough,
): (...args: unknown[]) => Promise<unknown> {
  const call = async (args: unknown[]) => {
    try {
      return serializeRoundTrip(await fn(...serializeRoundTrip(args)));
    } catch (error) {
      throw remoteError(error);
    }
  };
  return (...args: unknown[]) => watch(call(args));
}

export function isWebMethod(value: unknown): boolean {
  return typeof value === 'function' && WEB_METHOD in value;
}

/** Who calls a web method from the page: whether they are logged in, and their roles' titles. */
export interface WebMethodCaller {
  loggedIn(): boolean;
  roles(): string[];
}

/**
 * Why the caller may not call a web method with this permission, or undefined when they may.
 * Wix checks the permission before the function runs, so the function never sees the call.
 */
export function permissionRefusal(method: unknown, caller: WebMethodCaller): string | undefined {
  const { permission } = (method as Record<symbol, { permission: unknown }>)[WEB_METHOD] ?? {};
  const who = !caller.loggedIn()
    ? 'a visitor who is not logged in'
    : 'a site member without the Admin role';
  if (permission === Permissions.SiteMember && !caller.loggedIn())
    return `it is for logged-in site members (Permissions.SiteMember) and the caller is ${who}`;
  if (permission === Permissions.Admin && !caller.roles().includes('Admin'))
    return `it is for admins (Permissions.Admin) and the caller is ${who}`;
  return undefined;
}

export function createWebModule(watch: Watch): Namespace {
  const webMethod = (permission: unknown, fn: unknown, options?: unknown) => {
    if (typeof fn !== 'function')
      throw new TypeError('webMethod() expects the function to expose as its second argument');
    const wrapper = remoteCall(fn as (...args: unknown[]) => unknown, watch);
    Object.defineProperty(wrapper, WEB_METHOD, { value: { permission, options } });
    return wrapper;
  };
  return { Permissions, webMethod, default: { Permissions, webMethod } };
}
