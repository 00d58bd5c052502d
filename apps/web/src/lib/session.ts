import type { Query } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';

import type { CurrentUser } from './current-user';
import { showToast } from './toast';
import { trpc } from './trpc';

const CURRENT_USER_KEY = JSON.stringify(getQueryKey(trpc.auth.me)[0]);

/** Everything cached except auth.me belongs to one session: balances, generations, admin lists. */
function isSessionData(query: Query): boolean {
  return JSON.stringify(query.queryKey[0]) !== CURRENT_USER_KEY;
}

/**
 * Session transitions of spec section 4 on the client cache. auth.me is the one source of "who is
 * signed in" (header, guards, settings), so setting it re-renders them all; data cached for the
 * previous session is reset (active queries refetch for the new one, inactive ones are emptied).
 */
export function useSessionCache() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();

  return useMemo(() => {
    async function setCurrentUser(user: CurrentUser | null) {
      // An auth.me request still in flight must not overwrite the answer we already have.
      await utils.auth.me.cancel();
      utils.auth.me.setData(undefined, user);
    }

    return {
      /** Login or register succeeded. */
      async signedIn(user: CurrentUser) {
        await queryClient.cancelQueries({ predicate: isSessionData });
        await setCurrentUser(user);
        // Confirm with the server in the background: should the session cookie not have stuck
        // (blocked cookies), the header falls back to signed out instead of pretending.
        void utils.auth.me.invalidate();
        void queryClient.resetQueries({ predicate: isSessionData });
      },
      /** Logout succeeded: the user is cleared now, their data once the page has left (see useLogout). */
      signedOut: () => setCurrentUser(null),
      forgetSessionData() {
        void queryClient.resetQueries({ predicate: isSessionData });
      },
    };
  }, [queryClient, utils]);
}

/** The success side of login and register: store the user, then go to the generator. */
export function useCompleteSignIn() {
  const session = useSessionCache();
  const navigate = useNavigate();

  return async (user: CurrentUser) => {
    await session.signedIn(user);
    await navigate({ to: '/' });
  };
}

type UseLogoutOptions = {
  /** The toast text for a failure (header: the server's message; admin page: a fixed sentence). */
  failureDescription: (error: unknown) => string;
};

/**
 * Logout from the header menu or the admin dashboard. On success the user is cleared and the
 * browser goes to /auth; the signed-out page no longer shows session data by the time it is reset,
 * so no page refetches it without a session.
 */
export function useLogout({ failureDescription }: UseLogoutOptions) {
  const session = useSessionCache();
  const navigate = useNavigate();

  return trpc.auth.logout.useMutation({
    async onSuccess() {
      await session.signedOut();
      showToast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      await navigate({ to: '/auth' });
      session.forgetSessionData();
    },
    onError(error) {
      showToast({
        variant: 'destructive',
        title: 'Logout failed',
        description: failureDescription(error),
      });
    },
  });
}
