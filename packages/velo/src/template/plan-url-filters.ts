import { sentencesOf } from './keywords';
import { keyWords, str } from './naming';
import type { PageContext } from './page-context';
import { type PlanContext, pageLevel } from './plan-context';
import type { FilterControl, ListPlan } from './plan-types';

/**
 * Lists the page's URL narrows: 'Read the category from the URL query parameter ?category=shoes
 * and show only products of that category' filters the list by its category field with the
 * parameter's value (all items without it), and 'Show the category in headingText' shows it.
 * A parameter naming an item ('?id=', '?product=<id>') is the spotlight's (plan.ts), not this.
 */
export function planUrlFilters(ctx: PlanContext, lists: ListPlan[]): void {
  for (const sentence of sentencesOf(ctx.promptText)) {
    const param = /\?([a-z][\w-]*)=/i.exec(sentence)?.[1];
    if (!param || /^(?:id|item|slug)$/i.test(param)) continue;
    const shown = lists.filter((l) => l.collection);
    const list =
      shown.find((l) => new RegExp(`\\b${l.id}\\b`).test(sentence)) ??
      (shown.length === 1 ? shown[0] : undefined);
    const field = list?.collection?.fields.find(
      (f) =>
        ['text', 'tags', 'reference'].includes(f.type) &&
        keyWords(f.key).join(' ') === keyWords(param).join(' '),
    );
    if (!list || !field || urlSetFilters(list).some((f) => f.fromUrl === param)) continue;
    // 'the author slug from the URL query (?author=jane-doe)': a reference holds an id, never a
    // slug or a name, so no item would match it (the item the page shows by it is plan-spotlight's).
    if (
      field.type === 'reference' &&
      /\bslug\b|\bname\b|\?[a-z][\w-]*=[a-z]+-[a-z]/i.test(sentence)
    )
      continue;
    // '?destination=' filling the search box is that search ('partial match'): no second filter
    // that would keep the URL's value once the visitor searches for another.
    if (list.search?.fromUrl === param) continue;
    // A dropdown filtering the same field starts at the URL's value, shown chosen: a second,
    // hidden filter would fight it (another choice and the URL's would both have to match).
    const control = list.filters.find(
      (f) => f.field.key === field.key && (f.control === 'dropdown' || f.control === 'radio'),
    );
    if (control) control.fromUrl = param;
    else
      list.urlFilters.push({
        elementId: '',
        control: 'input',
        buttons: [],
        field: { key: field.key, type: 'text' },
        op: field.type === 'tags' ? 'hasSome' : 'eq',
        key: list.filters.some((f) => f.key === field.key) ? `${field.key}FromUrl` : field.key,
        options: null,
        fromUrl: param,
      });
    const text = pageLevel(ctx.structure).find(
      (e) =>
        e.veloType === 'Text' &&
        new RegExp(
          String.raw`\bshow\w*\s+(?:the\s+)?${param}\w*\s+(?:name\s+)?(?:in|as)\s+(?:the\s+)?${e.id}\b`,
          'i',
        ).test(ctx.promptText),
    );
    if (text) {
      list.urlFilterTextId = text.id;
      ctx.claimed.add(text.id);
    }
  }
}

/** The list's filters the URL sets: its own, and a dropdown's or radio group's first value. */
export function urlSetFilters(list: ListPlan): FilterControl[] {
  return [...list.urlFilters, ...list.filters.filter((f) => f.fromUrl)];
}

/**
 * What a filter starts at when not at its default: the URL's value ('?category=shoes'), or
 * today's weekday for 'When the page loads show today's day' (its choices are weekday names),
 * today for a date picker said to default to it.
 */
export function filterStart(ctx: PageContext, list: ListPlan, key: string): string | null {
  const param = urlSetFilters(list).find((f) => f.key === key)?.fromUrl;
  if (param) {
    ctx.needs.add('location');
    return `${ctx.location}.query[${str(param)}] || ''`;
  }
  const today = list.filters.find((f) => f.key === key && f.startsToday);
  if (!today) return null;
  return today.control === 'date'
    ? 'new Date(new Date().setHours(0, 0, 0, 0))'
    : "new Date().toLocaleDateString('en-US', { weekday: 'long' })";
}
