import type { Watch } from '../watch';
import type { FetchRequest, Namespace, PlatformContext } from './context';

/** A fetch Response-like object, as wix-fetch resolves with. */
function response(
  url: string,
  status: number,
  statusText: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  let used = false;
  const read = () => {
    used = true;
    return body;
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    url,
    headers: {
      get: (name: string) => lower[name.toLowerCase()] ?? null,
      has: (name: string) => name.toLowerCase() in lower,
    },
    get bodyUsed() {
      return used;
    },
    json: async (): Promise<unknown> => {
      const value = read();
      return typeof value === 'string'
        ? (JSON.parse(value) as unknown)
        : (JSON.parse(JSON.stringify(value ?? null)) as unknown);
    },
    text: async (): Promise<string> => {
      const value = read();
      return typeof value === 'string' ? value : JSON.stringify(value ?? null);
    },
  };
}

export type FetchFunction = (
  url: unknown,
  request?: FetchRequest,
) => Promise<ReturnType<typeof response>>;

/**
 * wix-fetch: answered by the test's handler, otherwise rejected; the preview never reaches the
 * network. The same function stands in for the global `fetch`.
 */
export function createFetch(ctx: PlatformContext): FetchFunction {
  const send = async (url: unknown, request: FetchRequest = {}) => {
    const target = typeof url === 'string' ? url : String(url);
    const handler = ctx.options.fetch;
    if (!handler) {
      throw new Error(
        `network disabled in preview: fetch('${target}') was not sent (give runVeloPage a fetch handler to answer it)`,
      );
    }
    const reply = await handler(target, request);
    return response(
      target,
      reply.status ?? 200,
      reply.statusText ?? 'OK',
      reply.body,
      reply.headers ?? {},
    );
  };
  return (url, request) => ctx.watch(send(url, request));
}

export function createFetchModule(fetch: FetchFunction, watch: Watch): Namespace {
  const getJSON = (url: unknown, options: FetchRequest = {}) =>
    watch(fetch(url, { ...options, method: 'GET' }).then((res) => res.json()));
  const api = { fetch, getJSON };
  return { default: api, ...api };
}
