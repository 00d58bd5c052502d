// The build's server-side entry (scripts/prerender.mjs): renders a public page to HTML as a
// signed-out visitor first sees it, with its data still loading (the browser fetches it).
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';

import { App, createAppClients, markSignedOut } from '../app';

/**
 * React's marker for a Suspense boundary that failed on the server (it leaves that part to the
 * browser, so the prerender would show it blank): a page with one must not be prerendered.
 */
const CLIENT_RENDER_FALLBACK = '<!--$!-->';

export type RenderedPage = {
  markup: string;
  /** The routes the page matched, outermost first: whose code it loads before hydrating. */
  routeIds: string[];
};

export async function renderPage(path: string): Promise<RenderedPage> {
  const clients = createAppClients({
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  markSignedOut(clients);
  await clients.router.load();
  const markup = renderToString(<App clients={clients} />);
  const fallback = markup.indexOf(CLIENT_RENDER_FALLBACK);
  if (fallback >= 0) {
    throw new Error(`prerendering ${path} failed: ${markup.slice(fallback, fallback + 300)}`);
  }
  return { markup, routeIds: clients.router.state.matches.map((match) => match.routeId) };
}

export { PRERENDERED_PATHS, prerenderedPageHtml } from './page-html';
export { readRouteSources, routeAssetUrls, routeFilesById } from './route-chunks';
