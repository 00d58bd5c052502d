import { redirect } from '@tanstack/react-router';

import { fetchCurrentUser } from './current-user';
import type { RouterContext } from './router-context';

/**
 * Access rules of spec section 6, as UI convenience only (the server enforces access). Called from
 * beforeLoad, so the route waits (the router shows its pending spinner) until the session is known.
 * `throw: true` lets the router throw its redirect object itself (it is not an Error).
 */
export async function requireUser(context: RouterContext): Promise<void> {
  const user = await fetchCurrentUser(context);
  if (!user) redirect({ to: '/auth', throw: true });
}

export async function requireGuest(context: RouterContext): Promise<void> {
  const user = await fetchCurrentUser(context);
  if (user) redirect({ to: '/', throw: true });
}

export async function requireAdmin(context: RouterContext): Promise<void> {
  const user = await fetchCurrentUser(context);
  if (user?.role !== 'admin') redirect({ to: '/', throw: true });
}
