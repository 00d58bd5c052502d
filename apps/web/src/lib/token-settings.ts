import type { RouterOutputs } from '@veloforge/api/react';
import { DEFAULT_TOKEN_PACKAGE_AMOUNT, DEFAULT_TOKEN_PACKAGE_PRICE_CENTS } from '@veloforge/shared';

import { trpc } from './trpc';

type TokenSettings = RouterOutputs['tokens']['settings'];

/** Shown until the real package loads (spec section 7: price 5 dollars, 150 tokens). */
const PLACEHOLDER_SETTINGS: TokenSettings = {
  tokenPackagePrice: DEFAULT_TOKEN_PACKAGE_PRICE_CENTS,
  tokenPackageAmount: DEFAULT_TOKEN_PACKAGE_AMOUNT,
};

const wholePackage = (settings: TokenSettings) => settings;

/** The token package on sale, with the spec's defaults as placeholder data. */
export function useTokenSettings(): TokenSettings {
  return useTokenSettingsValue(wholePackage);
}

/**
 * A value derived from the token package, for components that need only part of it: React Query
 * compares the selected values, so the component re-renders when they change, not when the
 * package arrives with the same ones (which re-rendered the whole generator after its first paint).
 * `select` should be a module-level function, so it is not run again on every render.
 */
export function useTokenSettingsValue<T>(select: (settings: TokenSettings) => T): T {
  const query = trpc.tokens.settings.useQuery(undefined, {
    placeholderData: PLACEHOLDER_SETTINGS,
    select,
  });
  // tRPC's types pass `select`'s result through an async-iterable coercion that a generic T defeats.
  return (query.data as T | undefined) ?? select(PLACEHOLDER_SETTINGS);
}
