import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Admin-written legal HTML is stored as typed and cleaned here, at display time, so a stored
 * script never runs (security-checklist M3). An allowlist rather than a blocklist: text markup,
 * lists, tables and links; no scripts, styles, frames, objects, forms, media or SVG, no event
 * handlers, ids or classes. Links may point to http(s), mailto, tel, a same-site path or a
 * fragment, never javascript: or data:.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: (
    'a abbr b blockquote br caption code dd div dl dt em h1 h2 h3 h4 h5 h6 hr i li mark ol p ' +
    'pre s section small span strong sub sup table tbody td tfoot th thead tr u ul'
  ).split(' '),
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i,
  // DOMPurify checks every allowed attribute's value against the URI pattern unless it is
  // listed as URI-safe; these hold numbers only.
  ADD_URI_SAFE_ATTR: ['start', 'colspan', 'rowspan'],
};

let purifier: DOMPurify | undefined;

/** One instance of our own, so its link hook never touches another user of DOMPurify. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    // Links open without handing the page a window.opener or the page's address.
    node.setAttribute('rel', 'noopener noreferrer');
    if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
  });
  return purifier;
}

/** The markup safe to put into the page with innerHTML. */
export function sanitizeLegalHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
