import { formatValue } from '../log';
import type { Namespace, PlatformContext } from './context';

/** wix-location(-frontend): the page URL, and to() recording navigations instead of leaving. */
export function createLocation(ctx: PlatformContext): Namespace {
  const url = new URL(ctx.options.url ?? 'https://www.example.com/');
  const query: Record<string, string> = Object.fromEntries(url.searchParams.entries());
  const changeHandlers: unknown[] = [];
  const location = {
    get url() {
      const search = new URLSearchParams(query).toString();
      return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
    },
    baseUrl: url.origin,
    prefix: '',
    protocol: url.protocol.replace(':', ''),
    path: url.pathname.split('/').filter((p) => p !== ''),
    query,
    queryParams: {
      add: (params: Record<string, unknown>) => {
        for (const [k, v] of Object.entries(params ?? {})) query[k] = formatValue(v);
      },
      remove: (keys: string[]) => {
        for (const k of keys ?? []) delete query[k];
      },
    },
    to: (target: unknown, _options?: unknown) => {
      const url = formatValue(target);
      ctx.records.navigations.push(url);
      ctx.options.onRecord?.({ kind: 'navigation', url });
    },
    onChange: (handler: unknown) => {
      changeHandlers.push(handler);
    },
  };
  return { default: location, ...location };
}
