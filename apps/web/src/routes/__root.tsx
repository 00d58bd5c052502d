import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';

import { AppLayout } from '../components/layout/AppLayout';
import { NotFoundPage } from '../components/page/NotFoundPage';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // The root has no frame of its own (layouts live in _app and _site), so the 404 brings one.
  notFoundComponent: () => (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ),
});
