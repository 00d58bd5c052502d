import { useEffect } from 'react';

import { showToast } from './toast';
import { trpc } from './trpc';

/** Spec section 9: the balance is refetched every 15 s while signed in. */
export const BALANCE_REFETCH_MS = 15_000;

/**
 * The signed-in user's balance (GET /api/me/tokens over tRPC), refetched every 15 s. Sign-in and
 * sign-out reset session data (lib/session.ts), so it is fetched afresh for each user.
 * `initialTokens` (from the user object) shows until the first answer.
 */
export function useTokenBalance(initialTokens: number): number {
  const query = trpc.tokens.balance.useQuery(undefined, {
    refetchInterval: BALANCE_REFETCH_MS,
    placeholderData: { success: true, tokens: initialTokens },
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) {
      showToast({
        variant: 'destructive',
        description: 'Failed to load token balance. Please try again.',
      });
    }
  }, [failed]);
  return query.data?.tokens ?? initialTokens;
}
