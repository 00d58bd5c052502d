import type { ButtonElement, ImageElement, TextElement } from '../core/elements/basic';
import type { HtmlComponentElement } from '../core/elements/html-component';
import type { PaginationElement } from '../core/elements/pagination';
import type { VideoPlayerElement } from '../core/elements/media';
import { formatValue } from '../core/log';
import { isInlineUrl, isTag, PLACEHOLDER_IMAGE, setAttr, setText } from './dom-util';
import { sanitizeFragment } from './sanitize';

/** Model → DOM for Text, Button, Image, VideoPlayer, HtmlComponent and Pagination. */

/** The `html` a Text's element last showed, so unchanged rich text is not re-inserted. */
const shownHtml = new WeakMap<Element, string>();

/** What the `text` setter writes: one paragraph of escaped text. */
const PLAIN_TEXT = /^<p>[^<]*<\/p>$/;

/**
 * `text` fills the element's text (it keeps the element's own tag and style, as Wix keeps the
 * first character's formatting); `html` replaces its content with the sanitised markup.
 */
export function renderText(node: TextElement, el: HTMLElement): void {
  // A Text element wrapping other declared elements would erase them: leave it as it is.
  if (el.querySelector('[id], [data-velo-id]')) return;
  const html = node.html;
  if (shownHtml.get(el) === html) return;
  shownHtml.set(el, html);
  if (PLAIN_TEXT.test(html)) setText(el, node.text);
  else el.replaceChildren(sanitizeFragment(el.ownerDocument, html));
}

/** A label beside an icon replaces only the button's text, not the icon. */
function setLabel(el: HTMLElement, label: string): void {
  if (isTag(el, 'input')) {
    (el as HTMLInputElement).value = label;
    return;
  }
  if (el.children.length === 0) {
    setText(el, label);
    return;
  }
  const text = [...el.childNodes].find((n) => n.nodeType === 3 && n.textContent?.trim());
  if (text) text.textContent = label;
  else el.append(label);
}

/** Links are kept as data (`data-link`): a click reports the navigation instead of following. */
function renderLink(node: { link: string; target: string }, el: HTMLElement): void {
  setAttr(el, 'data-link', node.link || null);
  setAttr(el, 'data-target', node.link ? node.target : null);
}

export function renderButton(node: ButtonElement, el: HTMLElement): void {
  setLabel(el, node.label);
  renderLink(node, el);
}

/**
 * The frame has no network: a remote `src` (https, wix:image://) shows as an inline placeholder
 * and is kept in `data-velo-src`. An inline image the HTML had stays until code changes `src`
 * (`seededSrc` is the model's src right after seeding).
 */
export function renderImage(node: ImageElement, el: HTMLElement, seededSrc?: string): void {
  setAttr(el, 'data-velo-src', node.src);
  renderLink(node, el);
  if (!isTag(el, 'img')) return;
  const current = el.getAttribute('src') ?? '';
  if (!(isInlineUrl(current) && node.src === seededSrc)) {
    setAttr(el, 'src', isInlineUrl(node.src) ? node.src : PLACEHOLDER_IMAGE);
  }
  setAttr(el, 'alt', node.alt || el.getAttribute('alt') || '');
}

export function renderVideo(node: VideoPlayerElement, el: HTMLElement): void {
  setAttr(el, 'data-velo-src', node.src || null);
  setAttr(el, 'data-velo-playing', node.isPlaying ? '' : null);
  if (isTag(el, 'video') && isInlineUrl(node.src)) setAttr(el, 'src', node.src);
}

/** How many messages an embed's box lists, so it is rebuilt only when one was posted. */
const shownMessages = new WeakMap<Element, number>();

/**
 * The embed's own page cannot run here (its HTML belongs to an iframe on Wix): a labelled box
 * lists what the page code posted to it.
 */
export function renderEmbed(node: HtmlComponentElement, el: HTMLElement): void {
  el.classList.add('vf-embed');
  setAttr(el, 'data-velo-src', node.src || null);
  const sent = node.__sent;
  if (shownMessages.get(el) === sent.length) return;
  shownMessages.set(el, sent.length);
  const doc = el.ownerDocument;
  const title = doc.createElement('span');
  title.className = 'vf-type';
  title.textContent = `HTML embed #${node.id}`;
  const list = doc.createElement('ol');
  list.className = 'vf-messages';
  for (const message of sent) {
    const item = doc.createElement('li');
    item.textContent = formatValue(message);
    list.append(item);
  }
  el.replaceChildren(title, list);
}

/** The pages a Pagination bar last showed ('current/total'), so an unchanged bar is left alone. */
const shownPages = new WeakMap<Element, string>();

/**
 * A Pagination bar: a button per page (`data-velo-page`), the current one marked. A bar the
 * page's own markup draws keeps its markup; the model is then read through clicks on it.
 */
export function renderPagination(node: PaginationElement, el: HTMLElement): void {
  el.classList.add('vf-pagination');
  const state = `${node.currentPage}/${node.totalPages}`;
  if (shownPages.get(el) === state) return;
  shownPages.set(el, state);
  const doc = el.ownerDocument;
  const buttons = Array.from({ length: node.totalPages }, (_, i) => {
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = String(i + 1);
    button.setAttribute('data-velo-page', String(i + 1));
    button.setAttribute('aria-label', `Page ${i + 1}`);
    if (i + 1 === node.currentPage) button.setAttribute('aria-current', 'page');
    return button;
  });
  el.replaceChildren(...buttons);
}
