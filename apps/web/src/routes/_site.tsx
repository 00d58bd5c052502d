import { createFileRoute, Outlet } from '@tanstack/react-router';

import { SiteLayout } from '../components/layout/SiteLayout';

/** Pathless layout: public info pages with the site header variant. */
export const Route = createFileRoute('/_site')({
  component: SiteLayoutRoute,
});

function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
