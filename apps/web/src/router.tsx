import { createRouter, type RouterHistory } from '@tanstack/react-router';

import { PageLoader } from './components/page/PageLoader';
import { RouteErrorPage } from './components/page/RouteErrorPage';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

/** `history` is the browser's unless given (the build's prerender passes a memory history). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Query data lives in React Query; the router must not cache it a second time.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
