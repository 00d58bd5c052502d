/**
 * Makes generated (or model-written) HTML safe and inert for the preview: the page code, not the
 * HTML's own scripts, drives the preview. The generated HTML carries a bridge script meant for an
 * HTML embed on Wix; here it would fight the runtime, so every script goes, with every other way
 * of running code or loading another document.
 */

const REMOVED_ELEMENTS = 'script, base, meta, link, iframe, frame, frameset, object, embed';

/** Attributes holding a URL a click or a load would follow. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
];

/** `java\tscript:` still runs in browsers: control characters and spaces are ignored. */
function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters from URLs too
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:');
}

/** Strips scripts, embedded documents, `on*` handlers and script URLs from `root`, in place. */
function sanitizeTree(root: ParentNode): void {
  for (const el of [...root.querySelectorAll(REMOVED_ELEMENTS)]) el.remove();
  for (const el of root.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if (URL_ATTRIBUTES.includes(name) && isScriptUrl(attr.value))
        el.removeAttribute(attr.name);
      else if (name === 'srcdoc') el.removeAttribute(attr.name);
    }
    // Template contents are a separate fragment that querySelectorAll does not enter.
    if (el.localName === 'template') sanitizeTree((el as HTMLTemplateElement).content);
  }
}

export interface ParsedHtml {
  /** The `<style>` elements of head and body, in document order. */
  styles: HTMLStyleElement[];
  /** The rest of the content, sanitised. */
  content: Node[];
}

/**
 * Parses a whole document or a fragment into an inert `<template>`: nothing in it loads or runs,
 * and `<html>`, `<head>` and `<body>` dissolve, leaving their content in order.
 */
function parseInert(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The HTML piece, sanitised, its styles apart (they go to the document head). */
export function parseHtml(doc: Document, html: string): ParsedHtml {
  const content = parseInert(doc, html);
  const styles = [...content.querySelectorAll('style')];
  for (const style of styles) style.remove();
  // The head's title would show as page text once its <head> is gone (an SVG's is a tooltip).
  for (const title of [...content.querySelectorAll('title')])
    if (!title.closest('svg')) title.remove();
  sanitizeTree(content);
  return { styles, content: [...content.childNodes] };
}

/** Rich text a page sets through `$w('#text').html`, safe to insert. */
export function sanitizeFragment(doc: Document, html: string): DocumentFragment {
  const content = parseInert(doc, html);
  for (const style of [...content.querySelectorAll('style')]) style.remove();
  sanitizeTree(content);
  return content;
}
