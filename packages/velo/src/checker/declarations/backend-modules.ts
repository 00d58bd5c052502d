import { builtinModules } from 'node:module';

/**
 * Backend modules corvid-types 0.4.16 predates (velo-reference.md sections 8.1 and 9). They are
 * declared in both contexts: page code may not import them (a checker rule says so with a clear
 * message), but the page program still has to type the backend piece it imports from.
 */
export const BACKEND_MODULE_DECLARATIONS = `
declare module 'wix-web-module' {
  /** Who may call a web method. */
  export enum Permissions {
    Anyone = 'anyone',
    SiteMember = 'site-member',
    Admin = 'admin',
  }
  export interface WebMethodOptions {
    cache?: { tags: string[]; ttl?: number };
  }
  /** The frontend gets a proxy that always returns a Promise of the function's result. */
  export function webMethod<T extends (...args: any[]) => any>(
    permission: Permissions,
    fn: T,
    options?: WebMethodOptions,
  ): (...args: Parameters<T>) => Promise<Awaited<ReturnType<T>>>;
}

declare module 'wix-auth' {
  /** Runs fn with admin permissions. */
  export function elevate<T extends (...args: any[]) => any>(fn: T): T;
}

declare module 'wix-cache-backend' {
  export function invalidateCache(tags: string[]): Promise<void>;
}

/** Collections management (velo-reference.md 7.6). No body: imports resolve, calls go unchecked. */
declare module 'wix-data.v2';
`;

export const BACKEND_MODULE_NAMES = [
  'wix-web-module',
  'wix-auth',
  'wix-cache-backend',
  'wix-data.v2',
];

/** Node's built-in modules, bare and with the 'node:' prefix. */
export const NODE_BUILTINS: ReadonlySet<string> = new Set(
  builtinModules.flatMap((name) => (name.startsWith('node:') ? [name] : [name, `node:${name}`])),
);

/**
 * Backend code runs on Node. corvid types the backend with @types/node, which is far too large to
 * load per check; the backend program uses the WebWorker lib for the web-compatible globals
 * (console, timers, URL, fetch, TextEncoder) and these stand-ins for the Node-only ones. Built-in
 * modules are declared without a body, so they type as `any`: imports resolve, calls are unchecked.
 */
export const NODE_DECLARATIONS = `
declare var process: any;
declare var Buffer: any;
declare function require(id: string): any;
declare var module: any;
declare var __dirname: string;
declare var __filename: string;
${[...NODE_BUILTINS].map((name) => `declare module '${name}';`).join('\n')}
`;
