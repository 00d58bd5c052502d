import { DEFAULT_TOKEN_PACKAGE_AMOUNT, DEFAULT_TOKEN_PACKAGE_PRICE_CENTS } from '@veloforge/shared';

import { trpc } from './trpc';

/** Shown until the real package loads (spec section 7: price 5 dollars, 150 tokens). */
const PLACEHOLDER_SETTINGS = {
  tokenPackagePrice: DEFAULT_TOKEN_PACKAGE_PRICE_CENTS,
  tokenPackageAmount: DEFAULT_TOKEN_PACKAGE_AMOUNT,
};

/** The token package on sale, with the spec's defaults as placeholder data. */
export function useTokenSettings() {
  const query = trpc.tokens.settings.useQuery(undefined, { placeholderData: PLACEHOLDER_SETTINGS });
  return query.data ?? PLACEHOLDER_SETTINGS;
}
