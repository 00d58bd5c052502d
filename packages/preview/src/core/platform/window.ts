import { formatValue } from '../log';
import type { Namespace, PlatformContext } from './context';

/** wix-window(-frontend) as in Preview on a desktop browser (or the device asked for); lightboxes are recorded. */
export function createWindow(ctx: PlatformContext): Namespace {
  const { options, records } = ctx;
  const api = {
    formFactor: options.formFactor ?? 'Desktop',
    viewMode: 'Preview',
    rendering: { env: 'browser', renderCycle: 1 },
    browserLocale: 'en-US',
    locale: 'en',
    referrer: '',
    multilingual: { isEnabled: false, currentLanguage: 'en', siteLanguages: [] as unknown[] },
    warmupData: {
      get: (_key: string) => undefined,
      set: (_key: string, _value: unknown) => undefined,
    },
    openLightbox: async (name: unknown, data?: unknown) => {
      records.lightboxes.push({ name: formatValue(name), data });
      options.onRecord?.({ kind: 'lightbox', name: formatValue(name) });
      return options.lightboxResult?.(formatValue(name), data);
    },
    lightbox: {
      getContext: () => options.lightboxContext,
      close: (data?: unknown) => {
        records.closedLightbox = { data };
      },
    },
    openModal: async (_url: string, _options?: unknown) => undefined,
    scrollTo: async (x: number, y: number, _options?: unknown) => {
      records.windowScrolls.push({ x: Number(x), y: Number(y) });
    },
    scrollBy: async (_x: number, _y: number) => undefined,
    copyToClipboard: async (text: unknown) => {
      records.clipboard.push(formatValue(text));
    },
    getBoundingRect: async () => ({
      window: { width: 1280, height: 800 },
      document: { width: 1280, height: 3000 },
      scroll: { x: 0, y: 0 },
    }),
    getCurrentGeolocation: async () => ({
      timestamp: 0,
      coords: {
        latitude: 40.7128,
        longitude: -74.006,
        accuracy: 50,
        altitude: null,
        heading: null,
        speed: null,
      },
    }),
    getRouterData: () => undefined,
    postMessage: async (_message: unknown, _target?: unknown) => undefined,
    trackEvent: (_name: string, _params?: unknown) => undefined,
  };
  return { default: api, ...api };
}
