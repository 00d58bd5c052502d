// Turns the built index.html and one page's server-rendered markup into that page's HTML: the
// markup in #root, its form controls disabled until hydration, and the app's scripts started by
// public/start-app.js after the first paint (so the page's text is not held behind 240 KB of
// JavaScript on a slow connection).

import type { RouteAssets } from './route-chunks';

/**
 * Pages with the same first render for every signed-out visitor (the generator's differs only
 * for a visitor with a saved draft: see hydration.ts).
 */
export const PRERENDERED_PATHS = [
  '/',
  '/auth',
  '/forgot-password',
  '/faq',
  '/token-usage',
  '/terms-of-service',
  '/privacy-policy',
  '/purchase-cancel',
] as const;

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDER_DISABLED_ATTRIBUTE = 'data-prerender-disabled';

const ROOT = /<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** TanStack Router's scroll-restoration script removes itself when run; the CSP would block it. */
const INLINE_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const CONTROL = /<(input|textarea|select|button)\b([^>]*)>/g;
const ALREADY_DISABLED = /\sdisabled(?:[=\s/>]|$)/;

export function disableControls(markup: string): string {
  return markup.replace(CONTROL, (tag, name: string, attributes: string) =>
    ALREADY_DISABLED.test(attributes)
      ? tag
      : `<${name} disabled="" ${PRERENDER_DISABLED_ATTRIBUTE}=""${attributes}>`,
  );
}

/**
 * `routeAssets` are the page's own route chunks (route-chunks.ts), started with the entry's
 * preloads so hydration does not wait for the entry to discover them, and their stylesheets,
 * linked after the app's own so the markup paints as it will look once hydrated.
 */
export function prerenderedPageHtml(
  indexHtml: string,
  markup: string,
  routeAssets: RouteAssets = { scripts: [], stylesheets: [] },
): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  if (!ROOT.test(indexHtml)) throw new Error('index.html has no #root element before </body>');
  const preloads = new Set([
    ...[...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
    ...routeAssets.scripts,
  ]);
  // Route chunks import the entry's shared code; the entry itself is started, not preloaded.
  preloads.delete(entry);
  const linked = new Set([...indexHtml.matchAll(STYLESHEET)].map((match) => match[1]));
  const stylesheets = routeAssets.stylesheets
    .filter((href) => !linked.has(href))
    .map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n  `)
    .join('');
  const starter = `<script src="/start-app.js" data-entry="${entry}" data-preload="${[...preloads].join(' ')}" defer></script>`;
  const body = disableControls(markup.replace(INLINE_SCRIPT, ''));
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${stylesheets}  ${starter}\n  </head>`)
    .replace(
      ROOT,
      (_, end: string) => `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${body}</div>${end}`,
    );
}
