import { hasWord, keyWords, singular, words } from './naming';

/** What a page text is by its id: a heading, a status line, a counter, an empty state. */

/** Texts that are headings, status lines or counters rather than data. */
export function isPlainLabel(id: string): boolean {
  return (
    isStatusText(id) ||
    isCountText(id) ||
    isEmptyText(id) ||
    hasWord(id, [
      'heading',
      'header',
      'hero',
      'intro',
      'subtitle',
      'caption',
      'greeting',
      'welcome',
    ])
  );
}

export function isHeading(id: string): boolean {
  return hasWord(id, ['heading', 'header', 'title', 'hero', 'headline']);
}

export function isCountText(id: string): boolean {
  return hasWord(id, ['count', 'total', 'counter', 'found', 'tally']);
}

export function isEmptyText(id: string): boolean {
  const w = words(id);
  return (
    w.includes('empty') ||
    w.includes('nothing') ||
    (w.includes('no') && w.some((x) => singular(x) === 'result')) ||
    // 'noClassesText', 'noEventsMessage': 'no' and what the list holds.
    (w[0] === 'no' && w.length >= 2)
  );
}

/** Words beside 'message' that make a text content or a caption, not a status line. */
const NOT_STATUS_MESSAGE = ['welcome', 'greeting', 'intro', 'hero', 'label', 'title', 'heading'];

/**
 * Texts that report what happened (status lines, errors, confirmations). An id ending in
 * 'message' counts too ('formMessage', 'messageText'), but not 'welcomeMessage' or
 * 'messageLabel' (a field's caption).
 */
export function isStatusText(id: string): boolean {
  if (keyWords(id).at(-1) === 'message') return !hasWord(id, NOT_STATUS_MESSAGE);
  // 'welcomeMsg', 'pageInfoText': a greeting or a page indicator, which a status line would hide.
  if (hasWord(id, ['welcome', 'greeting'])) return false;
  if (hasWord(id, ['page']) && hasWord(id, ['info', 'number', 'indicator', 'position']))
    return false;
  return hasWord(id, [
    'status',
    'error',
    'success',
    'feedback',
    'notice',
    'alert',
    'confirmation',
    'confirm',
    'thank',
    'thanks',
    'msg',
    // 'okText', 'errText': how short ids say it.
    'ok',
    'err',
    'warning',
    'info',
    'result',
    'response',
  ]);
}
