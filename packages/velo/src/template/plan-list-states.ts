import type { SiteElement } from '../structure';
import { IN_SINGLE_QUOTES, sentencesOf } from './keywords';
import { isBox } from './plan-context';
import type { ListPlan } from './plan-types';

/** What a list shows when nothing matches ('noResultsBox', 'emptyText'), and while it loads. */
export interface EmptyState {
  /** A text, or a box holding the empty state's texts and images. */
  id: string;
  box: boolean;
  /** The words the prompt gives a text ('noResultsText shows "No team members found"'). */
  message: string | null;
  /** The prompt hides the list then ('Show noResultsBox when nothing matches, and hide the repeater'). */
  hidesList: boolean;
}

/** A quote of up to 80 characters, its words in group 1, 2 or 3 by its marks. */
export const QUOTED = String.raw`(?:"([^"]{1,80})"|“([^”]{1,80})”|'(${IN_SINGLE_QUOTES}{1,80})')`;

/** The empty state `element` is for `list`, as the prompt's sentences about it describe it. */
export function emptyStateOf(promptText: string, list: ListPlan, element: SiteElement): EmptyState {
  const about = sentencesOf(promptText).filter((s) => new RegExp(`\\b${element.id}\\b`).test(s));
  const said =
    about
      .map((s) =>
        new RegExp(
          String.raw`\b${element.id}\b[^.;"“']{0,40}?(?:\b(?:shows?|says?|reads?|displays?|with(?: the text)?)\s*:?|:)\s*${QUOTED}`,
          'i',
        ).exec(s),
      )
      .find((m) => m !== null) ??
    // 'Show "No results for 'term'" in noResultsText'
    about
      .map((s) =>
        new RegExp(String.raw`${QUOTED}\s+(?:in|into|on)\s+(?:the\s+)?#?${element.id}\b`, 'i').exec(
          s,
        ),
      )
      .find((m) => m !== null);
  const listWords = String.raw`repeater|list|table|gallery|grid|results|${list.id}`;
  return {
    id: element.id,
    box: isBox(element),
    message: isBox(element) ? null : (said?.slice(1).find((q) => q !== undefined) ?? null),
    hidesList: about.some((s) =>
      new RegExp(
        String.raw`\b(?:hide|hides|collapse|collapses)\b[^.;]{0,30}\b(?:${listWords})\b`,
        'i',
      ).test(s),
    ),
  };
}

/**
 * The words a list's status text shows during each load: 'While the products load, statusText
 * shows "Loading products..."'. Not the words for a failed load ('If loading fails show …').
 */
export function loadingMessageOf(promptText: string, statusTextId: string): string | null {
  for (const sentence of sentencesOf(promptText)) {
    if (
      !new RegExp(`\\b${statusTextId}\\b`).test(sentence) ||
      !/\b(?:while|during|until|as)\b[^.;]{0,40}\bload/i.test(sentence) ||
      /\b(?:fail|fails|failed|error|wrong)\b/i.test(sentence)
    )
      continue;
    const quoted = new RegExp(QUOTED).exec(sentence);
    const message = quoted?.slice(1).find((q) => q !== undefined);
    if (message) return message;
  }
  return null;
}

/**
 * The words the prompt gives a failure: 'If loading fails show "Try later" in statusText', 'if
 * saving fails show …'. Only a sentence naming the status text (when there is one) and `doing`.
 */
export function failureMessageOf(
  promptText: string,
  statusTextId: string | null,
  doing: 'loading' | 'saving',
): string | null {
  const verbs =
    doing === 'loading' ? 'load|loading|fetch|fetching|read|reading' : 'sav|send|submit|post';
  const failing = new RegExp(
    String.raw`\b(?:if|when|whenever)\b[^.;]{0,40}\b(?:${verbs})\w*\b[^.;]{0,20}\b(?:fails?|failed|errors?|goes wrong|doesn'?t work)\b[^.;"“']{0,30}?\b(?:show|shows|say|says|display|displays)\s+${QUOTED}`,
    'i',
  );
  for (const sentence of sentencesOf(promptText)) {
    if (statusTextId && !new RegExp(`\\b${statusTextId}\\b`).test(sentence)) continue;
    const message = failing
      .exec(sentence)
      ?.slice(1)
      .find((q) => q !== undefined);
    if (message) return message;
  }
  return null;
}
