import { createFileRoute, Outlet } from '@tanstack/react-router';

import { AppLayout } from '../components/layout/AppLayout';

/** Pathless layout: the working pages with the shared app header. */
export const Route = createFileRoute('/_app')({
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
