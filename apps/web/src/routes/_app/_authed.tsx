import { createFileRoute, Navigate, Outlet } from '@tanstack/react-router';

import { useCurrentUser } from '../../lib/current-user';
import { requireUser } from '../../lib/route-guards';

/** Signed-in only: visitors are sent to /auth. */
export const Route = createFileRoute('/_app/_authed')({
  beforeLoad: ({ context }) => requireUser(context),
  component: SignedInOnly,
});

function SignedInOnly() {
  const { user, isLoading } = useCurrentUser();
  // beforeLoad runs on navigation only; this catches a sign-out that happens on the page itself.
  if (!user && !isLoading) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
