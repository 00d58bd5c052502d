import { createRouter, type RouterHistory } from '@tanstack/react-router';

import { PageLoader } from './components/page/PageLoader';
import { RouteErrorPage } from './components/page/RouteErrorPage';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

export type AppRouterOptions = {
  /** The browser's unless given (the build's prerender passes a memory history). */
  history?: RouterHistory;
  /** The app starts over a page the server prerendered, which the visitor may have scrolled. */
  startsOnPrerenderedPage?: boolean;
};

export function createAppRouter(
  context: RouterContext,
  { history, startsOnPrerenderedPage = false }: AppRouterOptions = {},
) {
  // The router scrolls the window on its first render: to the top, or to where its own record of
  // the last visit says. A prerendered page was on screen before that, and the visitor may have
  // scrolled it (or the browser restored their place on a reload or a return): their place is
  // kept, and a link they were about to click stays where they saw it (decision 016).
  let keepScroll = startsOnPrerenderedPage;
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Query data lives in React Query; the router must not cache it a second time.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteErrorPage,
    // Asked on each render of a new location whether to restore (or reset) the scroll.
    scrollRestoration: () => {
      if (!keepScroll) return true;
      keepScroll = false;
      // The router records a page's place, for a return to it, from the scroll events it hears;
      // the visitor's came before it existed. A window's scroll event is fired at the document.
      if (window.scrollX !== 0 || window.scrollY !== 0) document.dispatchEvent(new Event('scroll'));
      return false;
    },
  });
  // A navigation that overtakes the first render scrolls as any other does.
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
    if (fromLocation) keepScroll = false;
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
