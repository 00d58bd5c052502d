import { clausesOf, sentenceNaming } from './keywords';
import { inTemplate, singular, str } from './naming';

/** How a count is said: '1 open ticket', '12 open tickets', 'No open tickets'. */
export interface CountWords {
  one: string;
  many: string;
  before?: string;
  after?: string;
  none?: string;
}

/**
 * The words of a quoted count: '"12 results"' in the sentence naming its text → result(s); "show
 * 'N homes found' in resultsCountText", in the clause naming it, → home(s) with ' found' after.
 */
export function quotedCount(prompt: string, id: string): CountWords | null {
  const named = new RegExp(String.raw`\b${id}\b`);
  const clause = clausesOf(prompt).find((c) => named.test(c)) ?? '';
  const quoted =
    /["“]([^"”]{0,30}?)\b(?:\d+|N|X)\s+([a-z]+)([^"”]{0,30})["”]|['‘]([^'’]{0,30}?)\b(?:\d+|N|X)\s+([a-z]+)([^'’]{0,30})['’]/.exec(
      clause,
    ) ??
    // "#openCount shows how many tickets are open, e.g. '12 open tickets'": in its sentence.
    /["“'‘]()\d+\s+([a-z]+)([^"”'’]{0,30})["”'’]/i.exec(sentenceNaming(prompt, id) ?? '');
  let noun = (quoted?.[2] ?? quoted?.[5])?.toLowerCase();
  const before = quoted?.[1] ?? quoted?.[4] ?? '';
  // 'Showing 12 of 40 businesses': of the whole collection, which is not counted here; the
  // items shown are ('Showing 12 businesses').
  const ofAll = /^(?:of|out of)$/.test(noun ?? '')
    ? /^\s*(?:of\s+)?\d+\s+([a-z]+)/i.exec(quoted?.[3] ?? quoted?.[6] ?? '')
    : null;
  if (ofAll?.[1]) noun = ofAll[1].toLowerCase();
  // '$X raised of $25,000' is an amount, not a count; nor is '12 / 15 signed up' one count.
  if (!quoted || !noun || /[$€£]\s*$/.test(before) || /\d|\b[NX]\b/.test(before)) return null;
  let after = ofAll
    ? (quoted[3] ?? quoted[6] ?? '').replace(/^\s*(?:of\s+)?\d+\s+[a-z]+/i, '')
    : (quoted[3] ?? quoted[6] ?? '');
  // 'You have 2 open tickets': a word before the plural noun describes it; the noun changes.
  const described = /^\s+([a-z]+s)\b/.exec(after);
  const adjective = described && !noun.endsWith('s') ? `${noun} ` : '';
  if (described && adjective) {
    noun = described[1] ?? noun;
    after = after.slice(described[0].length);
  }
  const one = singular(noun);
  // "'No open tickets' when there are none": the words for none.
  const none = /["“'‘](No\s[^"”'’]{1,40})["”'’]/.exec(sentenceNaming(prompt, id) ?? '')?.[1];
  return {
    one: `${adjective}${one}`,
    many: `${adjective}${one === noun ? `${noun}s` : noun}`,
    ...(before || after ? { before, after } : {}),
    ...(none ? { none } : {}),
  };
}

/** The expression saying `count` (a number expression) in its words, with their form for none. */
export function countedText(count: string, words: CountWords): string {
  const [before, after] = [words.before ?? '', words.after ?? ''].map(inTemplate);
  // 'summary.count ?? 0' is compared in brackets, shown bare.
  const compared = /\s/.test(count) ? `(${count})` : count;
  const counted = `\`${before}\${${count}} \${${compared} === 1 ? ${str(words.one)} : ${str(words.many)}}${after}\``;
  return words.none ? `${compared} === 0 ? ${str(words.none)} : ${counted}` : counted;
}
