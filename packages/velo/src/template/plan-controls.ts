import type { FieldType } from '@veloforge/shared';

import type { SiteElement, SiteField } from '../structure';
import {
  bestField,
  displayField,
  isHeading,
  elementFieldWords,
  fieldScore,
  isCountText,
  isEmptyText,
  isStatusText,
  referencedCollection,
} from './matching';
import { clausesOf } from './keywords';
import { hasWord, keyWords, pascal, wordScore, words } from './naming';
import { type PlanContext, TOGGLE_WORDS, isButton, nearest, pageLevel } from './plan-context';
import { planFilterButtons } from './plan-filter-buttons';
import { summaryValueOf } from './plan-summaries';
import { isDatePicker } from './plan-form-inputs';
import { isSearchLike } from './plan-forms';
import { defaultIdNames, named } from './plan-default-ids';
import { finishSorting, searchFields } from './plan-sorting';
import type { FilterControl, ListPlan, OptionsSource } from './plan-types';

/**
 * Page-level controls of list views: search boxes, filters, sort controls, load-more and paging
 * buttons, count/empty/status texts. Each goes to the nearest list that can use it.
 */
export function planControls(ctx: PlanContext, lists: ListPlan[]): void {
  if (lists.length === 0) return;
  const { structure } = ctx;
  const free = () => pageLevel(structure).filter((e) => !ctx.claimed.has(e.id));
  const names = defaultIdNames(ctx.promptText, free());
  for (const element of free()) {
    const claimed = assignControl(ctx, lists, element, named(names, element));
    if (claimed) ctx.claimed.add(element.id);
  }
  planFilterButtons(ctx, lists, free());
  if (ctx.prompt.search && lists.every((l) => !l.search)) {
    const input = free().find((e) => e.veloType === 'TextInput');
    const list = input
      ? nearest(
          structure,
          input.id,
          lists.filter((l) => l.collection),
        )
      : null;
    if (input && list) {
      list.search = { inputId: input.id, fields: searchFields(ctx, list, input) };
      ctx.claimed.add(input.id);
    }
  }
  // After every filter is placed: a search/apply button runs the list that has them.
  const applies = (e: SiteElement) => {
    const name = named(names, e).id;
    return isButton(e) && hasWord(name, APPLY_WORDS) && !hasWord(name, TOGGLE_WORDS);
  };
  for (const button of free().filter(applies)) {
    const list = nearest(
      structure,
      button.id,
      lists.filter((l) => !l.applyId && (l.search !== null || l.filters.length > 0)),
    );
    if (!list) continue;
    list.applyId = button.id;
    ctx.claimed.add(button.id);
  }
  const statusTexts = pageLevel(structure).filter(
    (e) => e.veloType === 'Text' && isStatusText(e.id) && !isCountText(e.id) && !isEmptyText(e.id),
  );
  for (const list of lists) {
    list.statusTextId = nearest(structure, list.id, statusTexts)?.id ?? null;
    finishSorting(ctx, list);
  }
}

/** Places one control; `as` is the element under the name its words are read from. */
function assignControl(
  ctx: PlanContext,
  lists: ListPlan[],
  element: SiteElement,
  as: SiteElement,
): boolean {
  const { structure } = ctx;
  const near = (want: (l: ListPlan) => boolean) =>
    nearest(structure, element.id, lists.filter(want));
  const name = as.id;
  const w = words(name);
  if (isDatePicker(element)) return addFilter(ctx, lists, element, as);
  switch (element.veloType) {
    case 'Text': {
      if (isHeading(name)) return false;
      // 'totalSalesText' over a Number field is a sum (plan-summaries), not a count.
      if (isCountText(name) && !summaryValueOf(ctx, as, ctx.structure.collections))
        return setOnce(
          near((l) => !l.countTextId),
          (l) => (l.countTextId = element.id),
        );
      if (isEmptyText(name))
        return setOnce(
          near((l) => !l.emptyTextId),
          (l) => (l.emptyTextId = element.id),
        );
      if (
        w.includes('page') &&
        (ctx.prompt.pagination || hasWord(name, ['number', 'indicator', 'info', 'position']))
      ) {
        return setOnce(
          near((l) => !l.pageTextId),
          (l) => (l.pageTextId = element.id),
        );
      }
      return false;
    }
    case 'TextInput':
    case 'TextBox': {
      // 'minPriceInput': a typed bound on a Number field, not a search box.
      if (
        element.veloType === 'TextInput' &&
        hasWord(name, BOUND_WORDS) &&
        addFilter(ctx, lists, element, as)
      )
        return true;
      if (!isSearchLike(as)) return false;
      const list = near((l) => !l.search && l.collection !== null);
      return setOnce(
        list,
        (l) => (l.search = { inputId: element.id, fields: searchFields(ctx, l, as) }),
      );
    }
    case 'Dropdown':
    case 'RadioButtonGroup':
      if (hasWord(name, ['sort', 'order', 'sorting'])) {
        return setOnce(
          near((l) => !l.sortDropdownId && l.collection !== null),
          (l) => (l.sortDropdownId = element.id),
        );
      }
      return addFilter(ctx, lists, element, as);
    case 'Checkbox':
    case 'Switch':
    case 'Slider':
      return addFilter(ctx, lists, element, as);
    case 'Button':
      return assignButton(ctx, lists, element, as);
    default:
      return false;
  }
}

/**
 * The list a button names, by its id ('loadMorePostsButton') or in the prompt's clause about it
 * ('a load more button under the posts'); null when none is named, and the nearest list is used.
 */
function namedList(ctx: PlanContext, button: SiteElement, lists: ListPlan[]): ListPlan | null {
  const own = keyWords(button.id);
  const clauseWords = clausesOf(ctx.promptText.toLowerCase())
    .map(keyWords)
    .filter((words) => own.length > 0 && own.every((w) => words.includes(w)))
    .flat();
  let best: ListPlan | null = null;
  let bestScore = 0;
  for (const list of lists) {
    const words = keyWords(list.id);
    const score = wordScore(words, own) + wordScore(words, clauseWords);
    if (score > bestScore) [best, bestScore] = [list, score];
  }
  return best;
}

function setOnce(list: ListPlan | null, set: (l: ListPlan) => void): boolean {
  if (!list) return false;
  set(list);
  return true;
}

function assignButton(
  ctx: PlanContext,
  lists: ListPlan[],
  button: SiteElement,
  as: SiteElement,
): boolean {
  if (!isButton(button)) return false;
  const near = (want: (l: ListPlan) => boolean) => {
    const candidates = lists.filter(want);
    return namedList(ctx, as, candidates) ?? nearest(ctx.structure, button.id, candidates);
  };
  const name = as.id;
  const w = words(name);
  const paged = (l: ListPlan) => l.collection !== null;
  if (hasWord(name, ['sort', 'sorting'])) {
    const list = near((l) => l.collection !== null);
    if (!list?.collection) return false;
    // The first order word decides: 'sortHighToLowButton' is high first, descending.
    const first = words(name)
      .map((w) => w.toLowerCase())
      .find((w) => ASC_WORDS.includes(w) || DESC_WORDS.includes(w));
    const order = first === undefined ? null : ASC_WORDS.includes(first) ? 'asc' : 'desc';
    const own = keyWords(name).filter(
      (x) => !['sort', 'by', 'order', 'sorting', ...ASC_WORDS, ...DESC_WORDS].includes(x),
    );
    const field = bestField(own, list.collection.fields, ['text', 'number', 'date', 'boolean']);
    list.sortButtons.push({ id: button.id, field: field?.key ?? '', order });
    return true;
  }
  if (w.includes('more') || (w.includes('load') && !w.includes('download'))) {
    return setOnce(
      // A list pages one way: load more, or next/previous (their skips would fight).
      near((l) => paged(l) && !l.loadMoreId && !l.nextId && !l.prevId),
      (l) => (l.loadMoreId = button.id),
    );
  }
  const paging = ctx.prompt.pagination || !ctx.prompt.carousel;
  if (paging && hasWord(name, ['next', 'forward', 'older'])) {
    return setOnce(
      near((l) => paged(l) && !l.nextId && !l.loadMoreId),
      (l) => (l.nextId = button.id),
    );
  }
  if (paging && hasWord(name, ['prev', 'previous', 'newer', 'back'])) {
    return setOnce(
      near((l) => paged(l) && !l.prevId && !l.loadMoreId),
      (l) => (l.prevId = button.id),
    );
  }
  if (hasWord(name, ['clear', 'reset'])) {
    return setOnce(
      near((l) => !l.clearId),
      (l) => (l.clearId = button.id),
    );
  }
  return false;
}

const ASC_WORDS = ['asc', 'ascending', 'low', 'lowest', 'cheapest', 'az', 'oldest', 'up'];
const DESC_WORDS = ['desc', 'descending', 'high', 'highest', 'za', 'newest', 'down'];
const APPLY_WORDS = ['search', 'apply', 'filter', 'find', 'refine'];
const MIN_WORDS = ['min', 'minimum', 'from', 'least'];
const MAX_WORDS = ['max', 'maximum', 'most', 'under', 'to'];
const BOUND_WORDS = [...MIN_WORDS, ...MAX_WORDS];
// A date picker bounds a range by its own words: 'fromDatePicker', 'endDatePicker'.
const FROM_DAY_WORDS = ['from', 'after', 'since', 'start', 'min', 'earliest'];
const TO_DAY_WORDS = ['to', 'until', 'till', 'before', 'end', 'max', 'latest'];
const DAY_BOUND_WORDS = [...FROM_DAY_WORDS, ...TO_DAY_WORDS];

const FILTER_FIELD_TYPES: Record<string, FieldType[]> = {
  TextInput: ['number'],
  Dropdown: ['text', 'reference', 'tags', 'number'],
  RadioButtonGroup: ['text', 'reference', 'tags', 'number'],
  Checkbox: ['boolean'],
  Switch: ['boolean'],
  Slider: ['number'],
};
const DATE_FIELD_TYPES: FieldType[] = ['date'];

const RESERVED_KEYS = new Set(['search', 'skip', 'limit', 'sortField', 'sortOrder']);

function addFilter(
  ctx: PlanContext,
  lists: ListPlan[],
  element: SiteElement,
  as: SiteElement,
): boolean {
  const date = isDatePicker(element);
  const allowed = date ? DATE_FIELD_TYPES : (FILTER_FIELD_TYPES[element.veloType ?? ''] ?? []);
  let best: { list: ListPlan; field: SiteField; score: number } | null = null;
  for (const list of lists) {
    if (!list.collection) continue;
    const all = elementFieldWords(as.id, list.collection).filter(
      (x) => !['only', 'filter', 'by'].includes(x),
    );
    const unbounded = all.filter((x) => !(date ? DAY_BOUND_WORDS : BOUND_WORDS).includes(x));
    // 'startDatePicker' names a startDate field when there is one, else the start of a range.
    const fields = list.collection.fields;
    const named = date ? bestField(all, fields, allowed) : null;
    const own = named ? all : unbounded;
    const field = named ?? bestField(unbounded, fields, allowed);
    if (!field) continue;
    const score =
      fieldScore(own, field) + (nearest(ctx.structure, element.id, lists) === list ? 3 : 0);
    if (!best || score > best.score) best = { list, field, score };
  }
  if (!best) return false;
  const { list, field } = best;
  const control = controlOf(element);
  const op = filterOp(ctx, as, control, field);
  const [min, max] = control === 'date' ? ['from', 'to'] : ['min', 'max'];
  let key =
    op === 'ge'
      ? `${min}${pascal(field.key)}`
      : op === 'le'
        ? `${max}${pascal(field.key)}`
        : field.key;
  if (RESERVED_KEYS.has(key) || list.filters.some((f) => f.key === key))
    key = `${key}Filter${list.filters.length + 1}`;
  list.filters.push({
    elementId: element.id,
    control,
    buttons: [],
    field,
    op,
    key,
    options: control === 'dropdown' || control === 'radio' ? filterOptions(ctx, list, field) : null,
  });
  return true;
}

/**
 * How a control compares: tags by inclusion; a bound when named one ('minBedroomsDropdown',
 * 'maxPriceInput') or when the prompt's clause about its field says so ('a year slider (newer
 * than)'); else a slider is a maximum and other controls equal.
 */
function filterOp(
  ctx: PlanContext,
  element: SiteElement,
  control: FilterControl['control'],
  field: SiteField,
): FilterControl['op'] {
  if (field.type === 'tags') return 'hasSome';
  if (control === 'date') {
    // The words the field's own name does not use: 'startDatePicker' on startDate is that day.
    const fieldWords = keyWords(field.key);
    const own = words(element.id)
      .map((x) => x.toLowerCase())
      .filter((x) => !fieldWords.includes(x));
    if (own.some((x) => FROM_DAY_WORDS.includes(x))) return 'ge';
    if (own.some((x) => TO_DAY_WORDS.includes(x))) return 'le';
    return promptBound(ctx, element, field, SAYS_FROM_DAY, SAYS_TO_DAY) ?? 'eq';
  }
  if (field.type !== 'number' && control !== 'slider') return 'eq';
  if (hasWord(element.id, MIN_WORDS)) return 'ge';
  if (hasWord(element.id, MAX_WORDS)) return 'le';
  const said = promptBound(ctx, element, field, SAYS_MIN, SAYS_MAX);
  if (said) return said;
  return control === 'slider' ? 'le' : 'eq';
}

const SAYS_MIN =
  /\b(?:newer|later|at least|minimum|min|more than|over|above|or more|starting at)\b/;
const SAYS_MAX = /\b(?:older|earlier|at most|maximum|max|less than|under|below|up to|or less)\b/;
const SAYS_FROM_DAY = /\b(?:after|since|newer|later|starting|onwards?)\b/;
const SAYS_TO_DAY = /\b(?:before|until|till|older|earlier|up to)\b/;

/** 'ge' or 'le' as the prompt's clause naming the control (or its field) words it. */
function promptBound(
  ctx: PlanContext,
  element: SiteElement,
  field: SiteField,
  saysMin: RegExp,
  saysMax: RegExp,
): 'ge' | 'le' | null {
  const names = [...keyWords(element.id), ...keyWords(field.key)];
  for (const clause of clausesOf(ctx.promptText.toLowerCase())) {
    if (!keyWords(clause).some((w) => names.includes(w))) continue;
    const min = saysMin.test(clause);
    const max = saysMax.test(clause);
    if (min !== max) return min ? 'ge' : 'le';
  }
  return null;
}

function controlOf(element: SiteElement): FilterControl['control'] {
  if (isDatePicker(element)) return 'date';
  switch (element.veloType) {
    case 'Dropdown':
      return 'dropdown';
    case 'RadioButtonGroup':
      return 'radio';
    // A switch filters as a checkbox does: on keeps only the items whose field is true.
    case 'Checkbox':
    case 'Switch':
      return 'checkbox';
    case 'Slider':
      return 'slider';
    default:
      return 'input';
  }
}

/** Filter options: the referenced collection's items, the field's tags or its distinct values. */
function filterOptions(ctx: PlanContext, list: ListPlan, field: SiteField): OptionsSource | null {
  const collection = list.collection;
  if (!collection) return null;
  if (field.type === 'reference') {
    const target = referencedCollection(field, ctx.structure, collection);
    const label = target ? displayField(target) : null;
    if (!target || !label) return null;
    return {
      kind: 'collection',
      collection: target.name,
      labelField: label,
      valueField: '_id',
      fnName: `get${pascal(target.name)}Options`,
    };
  }
  const fnName = `get${list.name}${pascal(field.key)}Options`;
  return field.type === 'tags'
    ? { kind: 'tags', collection: collection.name, field: field.key, fnName }
    : { kind: 'distinct', collection: collection.name, field: field.key, fnName };
}
