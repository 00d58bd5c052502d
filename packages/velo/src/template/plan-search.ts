import type { SiteElement, SiteField } from '../structure';
import { bestField, displayField, fieldsNamedIn } from './matching';
import { idPattern, namesElement, sentencesOf } from './keywords';
import { hasWord, keyWords } from './naming';
import type { PlanContext } from './plan-context';
import type { ListPlan } from './plan-types';

/** A list's search box, as the prompt describes it: the fields it looks in and when it searches. */

/** A list's search box: where it looks, and when it searches. */
export interface ListSearch {
  inputId: string;
  fields: string[];
  /** Fewer characters search nothing yet ('at least 3 characters'); 0: any. */
  minChars: number;
  /** Enter searches at once ('press Enter to search'). */
  onEnter: boolean;
  /** Searches 300 ms after the last keystroke: unless only Enter is said. */
  whileTyping: boolean;
  /** The last search is kept in this browser and shown again ('remember the last search'). */
  remember: 'local' | 'session' | null;
  /** The URL's query parameter that holds the search ('opens with ?q=…'), kept up to date. */
  fromUrl: string | null;
  /** Matches the start of the field ('versions starting with what's typed'), not anywhere in it. */
  startsWith?: boolean;
}

/** The search `input` runs for `list`, as the prompt's sentences about it say. */
export function searchOf(ctx: PlanContext, list: ListPlan, input: SiteElement): ListSearch {
  const said = sentencesOf(ctx.promptText).filter(
    (s) => new RegExp(String.raw`\b${input.id}\b`).test(s) || /\bsearch/i.test(s),
  );
  const text = [input.description ?? '', ...said].join(' ');
  const min =
    /\b(?:at least|minimum(?: of)?|min\.?|after|from)\s+(\d{1,2})\s*(?:\+\s*)?(?:characters?|chars|letters)\b/i.exec(
      text,
    )?.[1] ?? /\b(\d{1,2})\s*\+\s*(?:characters?|chars|letters)\b/i.exec(text)?.[1];
  const onEnter =
    /\b(?:press(?:es|ing)?|hit(?:s|ting)?|on)\s+(?:the\s+)?enter\b|\benter\s+key\b/i.test(text);
  const typing = /\b(?:types?|typing|typed|keystrokes?|live|instant(?:ly)?)\b/i.test(text);
  // 'Remember the last search', 'the previous search is restored', 'save the query in local
  // storage'; not 'A store catalogue: search products' nor 'keep the search box on top'.
  const kept = said.find(
    (s) =>
      /\b(?:remember|remembers|remembering|restore|restores)\b[^.]*\b(?:search|query)\b/i.test(s) ||
      /\b(?:last|previous)\s+search(?:es)?\b[^.]*\b(?:remembered|kept|restored|saved|stored)\b/i.test(
        s,
      ) ||
      /\b(?:search|query)\b[^.]*\b(?:local|session)\s?storage\b/i.test(s),
  );
  const starts = /\b(?:start(?:s|ing)?|begin(?:s|ning)?)\s+with\b/i.test(text);
  return {
    ...(starts ? { startsWith: true } : {}),
    inputId: input.id,
    fields: searchFields(ctx, list, input),
    minChars: min ? Number(min) : 0,
    onEnter,
    whileTyping: typing || !onEnter,
    remember: kept ? (/\bsession\b/i.test(kept) ? 'session' : 'local') : null,
    fromUrl:
      said
        .map((s) => /\?([a-z][\w-]*)=/i.exec(s)?.[1])
        .find((name): name is string => name !== undefined) ?? null,
  };
}

const SEARCHED: SiteField['type'][] = ['text', 'rich-text', 'tags'];

/**
 * The text fields a search box looks in: named after 'search … by' in the element's description
 * or the prompt ('search by name or department'), else the item's name and description.
 */
export function searchFields(ctx: PlanContext, list: ListPlan, input: SiteElement): string[] {
  // '#skillSearch filters by skill': a tags field is searched for the tag typed.
  const fields = (list.collection?.fields ?? []).filter((f) => SEARCHED.includes(f.type));
  const sayings = [
    /search\w*\s+(?:[\w-]+\s+){0,4}?by\s+([a-z ,/]+)/i,
    // 'searchBox searches title and body', 'search across name and bio'
    /\bsearch(?:es|ing)?\s+(?:in\s+|through\s+|across\s+|on\s+)?(?:the\s+|their\s+|its\s+)?([a-z ,/]+)/i,
    // 'books whose title or author contains the text'
    /\b(?:whose|where|if)\s+(?:the\s+|their\s+|its\s+)?([a-z ,/]+?)\s+(?:contains?|includes?|match(?:es)?)\b/i,
    // '(name or services contains the term)'
    /\b([a-z]+(?:\s*(?:,|or|and)\s*[a-z]+)+)\s+(?:contains?|includes?)\s+(?:the\s+)?(?:term|text|search|query|words?)\b/i,
  ];
  // 'cityInput filters stores by city', 'searchInput filters as you type on fullName': read in
  // what the input's own sentences say of it, where a dropdown's 'filters by category' is not.
  const others = ctx.structure.elements.filter((e) => e.id !== input.id).map((e) => e.id);
  const own = sentencesOf(ctx.promptText)
    .flatMap((s) => s.split(new RegExp(String.raw`\b(?=(?:${others.join('|') || '$^'})\b)`)))
    // 'Search box over the properties repeater - typing filters by title or city': a search
    // named in words is this one.
    .filter((s) => namesElement(s, input.id) || /\bsearch\s+(?:box|bar|field)\b/i.test(s))
    .join(' ');
  const filterBy = /\bfilter\w*\b[^.;]{0,60}?\b(?:by|on)\s+([a-z ,/]+)/i.exec(own);
  // 'faqSearchInput filters questions and answers as you type': the fields themselves.
  const filterList = /\bfilter\w*\s+(?:the\s+)?([a-z]+(?:\s*(?:,|\bor\b|\band\b)\s*[a-z]+)+)/i.exec(
    own,
  );
  // 'the search box `searchInput` which matches title or city'.
  const matches =
    /\bmatch(?:es|ing)?\s+(?:on\s+|against\s+)?(?:the\s+|their\s+|its\s+)?([a-z ,/]+)/i.exec(own);
  for (const match of [
    // Every saying, not only the first: 'search box #searchInput should search title AND scripture'.
    ...[input.description ?? '', ctx.promptText].flatMap((source) =>
      sayings.flatMap((saying) => [...source.matchAll(new RegExp(saying.source, 'gi'))]),
    ),
    filterBy,
    filterList,
    matches,
  ]) {
    if (!match?.[1]) continue;
    const phrase =
      match[1].split(/\b(?:with|using|in|from|via|on|so|that|to|as|while|when)\b/i)[0] ?? '';
    const named = phrase
      .split(/,|\/|\bor\b|\band\b/i)
      .flatMap(
        (part) => nameFields(part, fields) ?? [bestField(keyWords(part.trim()), fields, SEARCHED)],
      )
      .filter((f) => f !== null);
    if (named.length > 0) return [...new Set(named.map((f) => f.key))].slice(0, 3);
  }
  // '#modelInput text search': the field the input is named for.
  const [named] = fieldsNamedIn(keyWords(input.id).join(' '), { name: '', fields });
  if (named) return [named.key];
  const title = list.collection ? displayField(list.collection) : null;
  const description = fields.find(
    (f) =>
      f.key !== title &&
      hasWord(f.key, ['description', 'summary', 'excerpt', 'details', 'bio', 'caption']),
  );
  return [title, description?.key].filter((k): k is string => !!k);
}

/**
 * 'by name' without a name field: the full name, else every part of one (first and last name).
 * Before, the first name alone was searched, so a last name found nobody.
 */
function nameFields(phrase: string, fields: SiteField[]): SiteField[] | null {
  const said = keyWords(phrase.trim());
  if (said.length !== 1 || said[0] !== 'name') return null;
  if (fields.some((f) => f.key.toLowerCase() === 'name')) return null;
  const parts = fields.filter((f) => f.type === 'text' && keyWords(f.key).at(-1) === 'name');
  const full = parts.find((f) => hasWord(f.key, ['full', 'display']));
  return full ? [full] : parts.length > 0 ? parts : null;
}

/**
 * Whether a sentence naming the input says it filters or searches: 'cityInput filters stores';
 * not '#nightsInput, #roomTypeDrop filter', said of the next element.
 */
export function saidToFilter(prompt: string, id: string, ids: string[]): boolean {
  const said = new RegExp(
    String.raw`\b${id}\b([^.;]{0,20}?)\b(?:filters?|search(?:es)?|narrows?)\b`,
    'i',
  ).exec(prompt);
  return (
    said !== null && !ids.some((other) => other !== id && idPattern(other).test(said[1] ?? ''))
  );
}
