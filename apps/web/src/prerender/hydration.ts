import { browserStorage, readDraftJson } from '../lib/generator-draft';
import { PRERENDERED_ATTRIBUTE } from './page-html';

export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Whether this browser's first render of the page equals its prerendered markup, so React can
 * hydrate it. The generator starts from the visitor's saved draft (use-saved-draft.ts), which the
 * prerender cannot know: with one, the page is rendered afresh over the markup instead.
 */
export function canHydrate(root: HTMLElement, pathname: string): boolean {
  if (!isPrerendered(root)) return false;
  return pathname !== '/' || readDraftJson(browserStorage()) === undefined;
}
