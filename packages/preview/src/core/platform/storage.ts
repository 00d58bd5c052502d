import type { Namespace } from './context';

/** One wix-storage store: values are kept and read back as strings. */
function createStore() {
  const values = new Map<string, string>();
  return {
    setItem: (key: string, value: unknown) => {
      values.set(String(key), Array.isArray(value) ? value.join(',') : String(value));
    },
    getItem: (key: string): string | null => values.get(String(key)) ?? null,
    removeItem: (key: string) => {
      values.delete(String(key));
    },
    clear: () => values.clear(),
  };
}

export function createStorage(): Namespace {
  const stores = { local: createStore(), session: createStore(), memory: createStore() };
  return { default: stores, ...stores };
}
