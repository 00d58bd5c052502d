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
const INSTEAD_SAID =
  /\bshow(?:ing|s)?\s+["“'‘](?<words>[^"”'’]{1,40})["”'’]\s+instead\s+of\s+(?:the\s+|their\s+|its\s+|his\s+|her\s+)?(?<shown>[a-z][\w ]{0,30}?)\s+(?:when(?:ever)?|if)\s+(?:the\s+|its\s+)?(?<flag>[a-z]\w*)\s+is\s+(?<state>true|checked|ticked|selected|on|yes|set|false|unchecked|unticked|not ticked|not checked|off|no|not set|empty|blank|missing)\b/gi;

/** 'Tools where inStock = false must show #toolPrice as "Out of stock"': the text by its id. */
const SHOWN_AS_SAID =
  /\b(?:where|when|if|whose)\s+(?:the\s+|its\s+)?(?<flag>[a-z]\w*)\s*(?:=|==|is)\s*(?<state>true|false|empty|blank|missing)\s+(?:(?:must|should|will)\s+)?(?:show|shows|display|displays)\s+#?(?<shown>\w+)\s+as\s+["“'‘](?<words>[^"”'’]{1,40})["”'’]/gi;

/** "#recentName (use 'Anonymous' when isAnonymous is true)": the text by its id, just before. */
const USE_SAID =
  /#?(?<shown>\w+)\s*\(\s*(?:use|show|display|put)\s+["“'‘](?<words>[^"”'’]{1,40})["”'’]\s+(?:when(?:ever)?|if)\s+(?:the\s+|its\s+)?(?<flag>[a-z]\w*)\s*(?:=|==|is)\s*(?<state>true|checked|ticked|yes|set|false|unchecked|no|empty|blank|missing)\s*\)/gi;

/**
 * The condition first: "Anonymous donations (anonymous = true) should show 'Anonymous' instead of
 * the name", "Donations where anonymous is true show 'Anonymous' instead of the donor name".
 */
const WHEN_FIRST_SAID =
  /(?:\(\s*|\b(?:where|when|if|whose)\s+(?:the\s+|its\s+)?)(?<flag>[a-z]\w*)\s*(?:=|==|is)\s*(?<state>true|false|empty|blank|missing)\b\s*\)?[^.;"“'‘]{0,40}?\bshow(?:s|ing)?\s+["“'‘](?<words>[^"”'’]{1,40})["”'’]\s+instead\s+of\s+(?:the\s+|their\s+|its\s+)?(?<shown>[a-z][\w ]{0,30}?)\s*(?=[.;,)]|$)/gi;

/** With the words before it: 'Anonymous donations' there name the items the text is about. */
const WHEN_FIRST_CLAUSE = new RegExp(String.raw`[^.;!?]*${WHEN_FIRST_SAID.source}`, 'gi');

/** The text without its words about what a text shows instead: no condition on the items. */
export function withoutOverrides(text: string): string {
  return text
    .replace(INSTEAD_SAID, ' ')
    .replace(SHOWN_AS_SAID, ' ')
    .replace(USE_SAID, (said: string) => said.slice(0, said.indexOf('(')).trimEnd())
    .replace(WHEN_FIRST_CLAUSE, ' ');
}

/** The bindings, each text the prompt words an exception for shown with it. */
export function withInsteadTexts(
  prompt: string,
  bindings: Binding[],
  collection: SiteCollection,
): Binding[] {
  let result = bindings;
  // The text by its id ('must show #toolPrice as …') or by the field it shows.
  const saids = [INSTEAD_SAID, WHEN_FIRST_SAID, SHOWN_AS_SAID, USE_SAID].flatMap((said) =>
    [...prompt.matchAll(said)].map(({ groups = {} }) => ({
      words: groups['words'] ?? '',
      shownName: groups['shown'] ?? '',
      flag: groups['flag'] ?? '',
      state: groups['state'] ?? '',
      byId: said === SHOWN_AS_SAID || said === USE_SAID,
    })),
  );
  for (const { words, shownName, flag: flagName, state, byId } of saids) {
    const when = fieldsNamedIn(flagName, collection)[0];
    const shown = fieldsNamedIn(shownName, collection, true)[0];
    if (!when) continue;
    const empty = /^(?:empty|blank|missing|not set)$/i.test(state);
    if (!empty && when.type !== 'boolean') continue;
    // The text by its id; else the text showing that field, else the one named for it ('the
    // name' → donorName).
    const target = byId
      ? result.find((b) => b.element === 'text' && b.elementId === shownName)
      : (result.find((b) => b.element === 'text' && shown && b.field.key === shown.key) ??
        result
          .filter((b) => b.element === 'text' && nameScore(b.elementId, shownName) > 0)
          .sort(
            (a, b) => nameScore(b.elementId, shownName) - nameScore(a.elementId, shownName),
          )[0]);
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
