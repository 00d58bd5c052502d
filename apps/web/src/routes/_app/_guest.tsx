import { createFileRoute, Navigate, Outlet } from '@tanstack/react-router';

import { useCurrentUser } from '../../lib/current-user';
import { requireGuest } from '../../lib/route-guards';

/** Visitors only: /auth, /forgot-password, /reset-password send signed-in users home. */
export const Route = createFileRoute('/_app/_guest')({
  beforeLoad: ({ context }) => requireGuest(context),
  component: GuestOnly,
});

function GuestOnly() {
  const { user } = useCurrentUser();
  // beforeLoad runs on navigation only; this catches a sign-in that happens on the page itself.
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
