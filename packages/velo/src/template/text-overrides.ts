import type { SiteCollection } from '../structure';
import { fieldsNamedIn } from './matching';
import { nameScore } from './naming';
import type { Binding } from './plan-types';

/**
 * Quoted words a text shows instead of its field for some items: "showing 'Anonymous' instead of
 * the name when isAnonymous is true", "show 'TBA' instead of the venue if venue is empty". A
 * condition about what a text shows, never about which items load: before, 'when isAnonymous is
 * true' became the list's filter, so only anonymous donations loaded, each with its donor's name.
 */
export const INSTEAD_SAID =
  /\bshow(?:ing|s)?\s+["“'‘]([^"”'’]{1,40})["”'’]\s+instead\s+of\s+(?:the\s+|their\s+|its\s+|his\s+|her\s+)?([a-z][\w ]{0,30}?)\s+(?:when(?:ever)?|if)\s+(?:the\s+|its\s+)?([a-z]\w*)\s+is\s+(true|checked|ticked|selected|on|yes|set|false|unchecked|unticked|not ticked|not checked|off|no|not set|empty|blank|missing)\b/gi;

/** The bindings, each text the prompt words an exception for shown with it. */
export function withInsteadTexts(
  prompt: string,
  bindings: Binding[],
  collection: SiteCollection,
): Binding[] {
  let result = bindings;
  for (const said of prompt.matchAll(INSTEAD_SAID)) {
    const [, words = '', shownName = '', flagName = '', state = ''] = said;
    const when = fieldsNamedIn(flagName, collection)[0];
    const shown = fieldsNamedIn(shownName, collection, true)[0];
    if (!when) continue;
    const empty = /^(?:empty|blank|missing|not set)$/i.test(state);
    if (!empty && when.type !== 'boolean') continue;
    // The text showing that field, else the one named for it ('the name' → donorName).
    const target =
      result.find((b) => b.element === 'text' && shown && b.field.key === shown.key) ??
      result
        .filter((b) => b.element === 'text' && nameScore(b.elementId, shownName) > 0)
        .sort((a, b) => nameScore(b.elementId, shownName) - nameScore(a.elementId, shownName))[0];
    if (!target) continue;
    const is = empty
      ? 'empty'
      : !/^(?:false|unchecked|unticked|not ticked|not checked|off|no)$/i.test(state);
    result = result.map((b) => (b === target ? { ...b, instead: { words, field: when, is } } : b));
  }
  return result;
}

/** The condition under which a binding shows its words instead, over `item`. */
export function insteadCondition(instead: NonNullable<Binding['instead']>): string {
  const value = `item.${instead.field.key}`;
  if (instead.is === 'empty')
    return `(${value} === undefined || ${value} === null || ${value} === '')`;
  return instead.is ? value : `!${value}`;
}
