import type { SiteElement, SiteField } from '../structure';
import { escapeRegExp } from '../regexp';
import { sentencesOf } from './keywords';
import { hasWord, keyWords, singular, words } from './naming';
import { type PlanContext, SUBMIT_WORDS, TOGGLE_WORDS, isButton, nearest } from './plan-context';
import type { ListPlan } from './plan-types';

/**
 * Category buttons: 'filter the menu by category with the Starters, Mains and Desserts buttons'.
 * Each button the prompt names by its one word filters the list by its own label (the text the
 * visitor reads is the value stored), and an 'all' button clears the filter. Needs the prompt to
 * ask for filtering by a text or tags field of the list.
 */

const NOT_A_CATEGORY = [
  ...SUBMIT_WORDS,
  ...TOGGLE_WORDS,
  'more',
  'load',
  'next',
  'prev',
  'previous',
  'clear',
  'reset',
  'sort',
  'search',
  'filter',
  'lightbox',
  'popup',
];

/** 'the active button should look selected (disable it)', 'disable the chosen button'. */
const ACTIVE =
  /\b(?:active|selected|current|chosen|clicked)\s+(?:filter\s+|category\s+)?button\b[^.]{0,60}\b(?:disabl\w*|looks? (?:selected|active|pressed)|highlight\w*)|\bdisabl\w*\s+the\s+(?:active|selected|chosen|clicked|current)\s+(?:filter\s+|category\s+)?button\b/i;

/** A sentence about filtering: 'filter by category', 'buttons … show only that category'. */
const FILTERING =
  /\bfilter|\bshows?\s+only\s+(?:that|its|their|the\s+(?:chosen|matching|clicked))\s+\w+/i;

export function planFilterButtons(ctx: PlanContext, lists: ListPlan[], free: SiteElement[]): void {
  // Only words of the sentences about filtering: 'The cart button opens the cart' elsewhere
  // makes no 'cart' category.
  const filtering = sentencesOf(ctx.promptText).filter((sentence) => FILTERING.test(sentence));
  if (filtering.length === 0) return;
  const said = new Set(filtering.flatMap(plainWords));
  const buttons = free.filter(isButton);
  const all = buttons.filter((b) => hasWord(b.id, ['all', 'everything']));
  const categories = buttons.filter((b) => {
    // Plain words: a category may be a word ids use for roles too ('mainsButton').
    const own = plainWords(b.id).filter((w) => w !== 'button' && w !== 'btn');
    const [word] = own;
    return (
      !all.includes(b) &&
      own.length === 1 &&
      word !== undefined &&
      said.has(word) &&
      !NOT_A_CATEGORY.includes(word)
    );
  });
  const [first] = categories;
  if (!first || categories.length < 2) return;
  const candidates = lists.flatMap((list) => {
    const field = filteredField(ctx, list);
    return field && !list.filters.some((f) => f.key === field.key)
      ? [{ id: list.id, list, field }]
      : [];
  });
  const chosen = nearest(ctx.structure, first.id, candidates);
  if (!chosen) return;
  const { list, field } = chosen;
  const members = [...categories, ...all];
  list.filters.push({
    elementId: first.id,
    control: 'buttons',
    buttons: members.map((b) => ({ id: b.id, all: all.includes(b) })),
    field,
    op: field.type === 'tags' ? 'hasSome' : 'eq',
    key: field.key,
    options: null,
    fromUrl: null,
    // Only beside an 'all' button: a disabled button can no longer be clicked again to clear.
    marksActive: all.length > 0 && ACTIVE.test(ctx.promptText),
  });
  for (const b of members) ctx.claimed.add(b.id);
}

function plainWords(text: string): string[] {
  return words(text).map((w) => singular(w.toLowerCase()));
}

/** The text or tags field the prompt filters the list by ('by category'). */
function filteredField(ctx: PlanContext, list: ListPlan): SiteField | null {
  const p = ctx.promptText.toLowerCase();
  const fields = (list.collection?.fields ?? []).filter(
    (f) => f.type === 'text' || f.type === 'tags',
  );
  return (
    fields.find((f) => {
      const words = keyWords(f.key);
      const last = words.at(-1);
      return (
        last !== undefined &&
        new RegExp(
          String.raw`\bby (?:the |their |its )?${escapeRegExp(last)}|\bshows? only (?:that|its|their|the chosen) ${escapeRegExp(last)}\b`,
        ).test(p)
      );
    }) ?? null
  );
}
