import { ImageElement } from '../core/elements/basic';
import type { RuntimeLog } from '../core/log';
import type { Page } from '../core/page';
import type { PlatformEvent } from '../core/platform/context';
import { Binder } from './binder';
import { listen } from './dom-events';
import { seedFromHtml } from './initial-state';
import { layOut, preOrder } from './layout';

export interface BindPageInput {
  document: Document;
  root: HTMLElement;
  html: string;
  page: Page;
  log: RuntimeLog;
  onRecord?: (record: PlatformEvent) => void;
}

/**
 * Puts the page into the DOM and binds it both ways, before any page code runs: lay out, read
 * the HTML's state into the model, render the model, then follow model changes and DOM events.
 * Returns what undoes the listening (the DOM stays as it is).
 */
export function bindPage(input: BindPageInput): () => void {
  const { document: doc, root, page, log } = input;
  const layout = layOut(doc, root, input.html, page);
  const seededSrc = new Map<string, string>();
  for (const node of preOrder(page.roots)) {
    const el = layout.elements.get(node.id);
    if (el && layout.fromHtml.has(node.id)) seedFromHtml(node, el, root);
    if (node instanceof ImageElement) seededSrc.set(node.id, node.src);
  }
  const binder = new Binder(root, log, seededSrc);
  for (const node of preOrder(page.roots)) {
    const el = layout.elements.get(node.id);
    if (el) binder.bind(node, el);
  }
  const unsubscribe = page.subscribe((node, prop) => binder.changed(node, prop));
  const unlisten = listen(root, {
    binder,
    clock: page.clock,
    ...(input.onRecord ? { onRecord: input.onRecord } : {}),
  });
  return () => {
    unlisten();
    unsubscribe();
    binder.dispose();
  };
}
