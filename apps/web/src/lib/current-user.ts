import type { RouterOutputs } from '@veloforge/api/react';

import type { RouterContext } from './router-context';
import { trpc } from './trpc';

export type CurrentUser = NonNullable<RouterOutputs['auth']['me']>;

/**
 * The signed-in user for components. A failing auth.me (server down, network error) counts as
 * signed out rather than breaking the page.
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = trpc.auth.me.useQuery();
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** The same answer for route guards (beforeLoad), reusing the cached query when present. */
export async function fetchCurrentUser(context: RouterContext): Promise<CurrentUser | null> {
  try {
    return await context.trpcUtils.auth.me.ensureData();
  } catch {
    return null;
  }
}
