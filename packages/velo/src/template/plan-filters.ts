import { listedChoices } from './plan-input-rules';
import type { FieldType } from '@veloforge/shared';

import type { SiteElement, SiteField } from '../structure';
import { bestField, displayField, elementFieldWords, fieldScore } from './matching';
import { referencedCollection } from './references';
import { clausesOf, idPattern, sentenceNaming, sentencesOf } from './keywords';
import { hasWord, keyWords, pascal, singular, words } from './naming';
import { itemChoices } from './options-lookup';
import { type PlanContext, namedList, nearest } from './plan-context';
import { isDatePicker } from './plan-form-inputs';
import { addMonthFilter } from './plan-month-filter';
import { addLetterFilter } from './plan-letter-filter';
import type { FilterControl, ListPlan, OptionsSource } from './plan-types';

/**
 * Filter controls of list views: a dropdown, radio group, checkbox, switch, slider, typed bound
 * or date picker, each on the field of the list its name (or the prompt's clause about it) points
 * to, compared as its words and the prompt say ('minPriceInput', 'events after the chosen date').
 */

const MIN_WORDS = ['min', 'minimum', 'from', 'least'];
const MAX_WORDS = ['max', 'maximum', 'most', 'under', 'to'];
export const BOUND_WORDS = [...MIN_WORDS, ...MAX_WORDS];
// A date picker bounds a range by its own words: 'fromDatePicker', 'endDatePicker'.
const FROM_DAY_WORDS = ['from', 'after', 'since', 'start', 'min', 'earliest'];
const TO_DAY_WORDS = ['to', 'until', 'till', 'before', 'end', 'max', 'latest'];
const DAY_BOUND_WORDS = [...FROM_DAY_WORDS, ...TO_DAY_WORDS];

const FILTER_FIELD_TYPES: Record<string, FieldType[]> = {
  TextInput: ['number'],
  Dropdown: ['text', 'reference', 'multi-reference', 'tags', 'number'],
  RadioButtonGroup: ['text', 'reference', 'multi-reference', 'tags', 'number'],
  Checkbox: ['boolean'],
  CheckboxGroup: ['tags'],
  Switch: ['boolean'],
  Slider: ['number'],
  RangeSlider: ['number'],
};
const DATE_FIELD_TYPES: FieldType[] = ['date'];

const RESERVED_KEYS = new Set([
  'search',
  'skip',
  'limit',
  'sortField',
  'sortOrder',
  'windowFrom',
  'windowTo',
]);

/** A text input a visitor types a day into ('fromDateInput', 'eventDayInput'): a date filter. */
export function isDayInput(element: SiteElement): boolean {
  return (
    element.veloType === 'TextInput' &&
    keyWords(element.id).some((w) => w === 'date' || w === 'day')
  );
}

/** A control that filters by whole days: a date picker or a day typed into a text input. */
const isDayControl = (element: SiteElement) => isDatePicker(element) || isDayInput(element);

export function addFilter(
  ctx: PlanContext,
  lists: ListPlan[],
  element: SiteElement,
  as: SiteElement,
): boolean {
  if (addMonthFilter(ctx, lists, element, as)) return true;
  if (addLetterFilter(ctx, lists, element, as)) return true;
  const date = isDayControl(element);
  const allowed = date ? DATE_FIELD_TYPES : (FILTER_FIELD_TYPES[element.veloType ?? ''] ?? []);
  let best: { list: ListPlan; field: SiteField; score: number } | null = null;
  const closest = nearest(ctx.structure, element.id, lists);
  // 'filter the posts by category with the category dropdown': the list the prompt names wins.
  const said = namedList(ctx, as, lists);
  for (const list of lists) {
    if (!list.collection) continue;
    const all = elementFieldWords(as.id, list.collection).filter(
      (x) => !['only', 'filter', 'by'].includes(x),
    );
    const unbounded = all.filter((x) => !(date ? DAY_BOUND_WORDS : BOUND_WORDS).includes(x));
    // 'startDatePicker' names a startDate field when there is one, else the start of a range.
    const fields = list.collection.fields;
    const exact = date ? bestField(all, fields, allowed) : null;
    const own = exact ? all : unbounded;
    // A date picker or a checkbox group that names no field ('startDatePicker' on checkIn,
    // 'dietCheckboxGroup' on tags): the list's one field of the only type it can filter.
    const sole =
      date || element.veloType === 'CheckboxGroup'
        ? fields.filter((f) => allowed.includes(f.type))
        : [];
    // 'Switch #promoSwitch: when on, only show services where onPromotion is true': the yes/no
    // field its sentence names, when its id names none.
    const toggled =
      element.veloType === 'Switch' || element.veloType === 'Checkbox'
        ? saidField(
            ctx,
            as,
            fields.filter((f) => allowed.includes(f.type)),
          )
        : null;
    const field =
      exact ??
      bestField(unbounded, fields, allowed) ??
      (sole.length === 1 ? sole[0] : sole.length > 1 ? saidField(ctx, as, sole) : null) ??
      toggled;
    if (!field) continue;
    const score = fieldScore(own, field) + (list === closest ? 3 : 0) + (list === said ? 6 : 0);
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
  // A range slider is two bounds of one field: its low handle and its high one.
  if (element.veloType === 'RangeSlider') {
    for (const [end, bound] of [
      [0, 'ge'],
      [1, 'le'],
    ] as const)
      list.filters.push({
        elementId: element.id,
        control,
        buttons: [],
        field,
        op: bound,
        key: `${end === 0 ? min : max}${pascal(field.key)}`,
        options: null,
        fromUrl: null,
        end,
      });
    return true;
  }
  if (RESERVED_KEYS.has(key) || list.filters.some((f) => f.key === key))
    key = `${key}Filter${list.filters.length + 1}`;
  list.filters.push({
    elementId: element.id,
    control,
    buttons: [],
    field,
    op,
    key,
    options:
      control === 'dropdown' || control === 'radio' || control === 'checkboxGroup'
        ? (fixedChoices(ctx, element.id) ?? filterOptions(ctx, list, field))
        : null,
    fromUrl: null,
    ...(control === 'date' ? spanOf(ctx, element, list, field) : {}),
    ...((control === 'dropdown' || control === 'radio') && picksFirst(ctx.promptText, field)
      ? { pickFirst: true as const }
      : {}),
    // 'When the page loads show today's day' beside a day field of weekday names.
    ...(control === 'dropdown' &&
    hasWord(field.key, ['day', 'weekday']) &&
    /\b(?:show|shows|start|starts|open|opens|select|selects)\b[^.;]{0,30}\btoday'?s\s+(?:day|weekday|classes|schedule)\b/i.test(
      ctx.promptText,
    )
      ? { startsToday: true as const }
      : {}),
    // '#dayPicker (datepicker, default today)': the list opens on today's items.
    ...(control === 'date' &&
    new RegExp(
      String.raw`\b${element.id}\b[^.;]{0,40}?\b(?:defaults?|defaulting|starts?|starting|set)\s+(?:to\s+|at\s+|on\s+)?today\b`,
      'i',
    ).test(ctx.promptText)
      ? { startsToday: true as const }
      : {}),
  });
  return true;
}

/**
 * 'When a city is picked, show that city's stores', 'once the visitor selects a category': the
 * list waits for the choice.
 */
function picksFirst(prompt: string, field: SiteField): boolean {
  const name = keyWords(field.key).join('\\s+');
  const chosen = String.raw`(?:picked|selected|chosen)`;
  const choose = String.raw`(?:picks?|selects?|chooses?)`;
  return new RegExp(
    String.raw`\b(?:when|once|after)\s+(?:an?\s+|the\s+)?${name}\s+(?:is|has been)\s+${chosen}\b|\b(?:when|once|after)\s+(?:they|the visitor|visitors|you|someone|the user|a visitor)\s+${choose}\s+(?:an?\s+|the\s+|their\s+)?${name}\b`,
    'i',
  ).test(prompt);
}

/**
 * 'show only exhibitions open on that day (startDate <= day <= endDate)': the picked day falls
 * between the item's two dates, not on its start alone.
 */
function spanOf(
  ctx: PlanContext,
  element: SiteElement,
  list: ListPlan,
  field: SiteField,
): { untilField: SiteField } | Record<string, never> {
  const said = sentencesOf(ctx.promptText)
    .filter((s) => new RegExp(String.raw`\b${element.id}\b`).test(s))
    .join(' ');
  const span =
    /\b(\w+)\s*<=?\s*(?:the\s+)?(?:picked\s+|chosen\s+)?(?:day|date)\s*<=?\s*(\w+)\b/i.exec(said);
  const fields = list.collection?.fields ?? [];
  const named = (key: string | undefined) =>
    fields.find((f) => f.type === 'date' && f.key.toLowerCase() === key?.toLowerCase());
  const start = named(span?.[1]);
  const until = named(span?.[2]);
  return start === field && until && until !== field ? { untilField: until } : {};
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
  // Ticked tags: items with any of them, or with all when the prompt says so.
  if (control === 'checkboxGroup')
    return promptSaysHide(ctx, element)
      ? 'hasNone'
      : promptSaysAll(ctx, element)
        ? 'hasAll'
        : 'hasSome';
  // A multi-reference field matches the items linked to the chosen one.
  if (field.type === 'tags' || field.type === 'multi-reference') return 'hasSome';
  if (control === 'date') {
    // The words the field's own name does not use: 'startDatePicker' on startDate is that day,
    // unless an 'endDatePicker' beside it makes the two a range.
    const fieldWords = keyWords(field.key);
    const pickers = ctx.structure.elements.filter(isDayControl);
    const bound = (mine: string[], other: string[]) =>
      words(element.id).some(
        (x) =>
          mine.includes(x) &&
          (!fieldWords.includes(singular(x)) || pickers.some((p) => hasWord(p.id, other))),
      );
    if (bound(FROM_DAY_WORDS, TO_DAY_WORDS)) return 'ge';
    if (bound(TO_DAY_WORDS, FROM_DAY_WORDS)) return 'le';
    return promptBound(ctx, element, field, SAYS_FROM_DAY, SAYS_TO_DAY) ?? 'eq';
  }
  // '#availableOnly checkbox: when checked only show plants where swapped is false': ticked
  // keeps the items whose box is not ticked (never ticked has no value, so not 'eq false').
  if (control === 'checkbox' && saysFalse(ctx, element, field)) return 'ne';
  if (field.type !== 'number' && control !== 'slider') return 'eq';
  if (hasWord(element.id, MIN_WORDS)) return 'ge';
  if (hasWord(element.id, MAX_WORDS)) return 'le';
  // '(Any, 1, 2, 3, 4+ — 4+ means 4 or more)': only the '+' choice is a minimum (query-filters),
  // unless every choice is one ('bedrooms at least the chosen number').
  if (/\b\d+\s*\+(?![\d\w])/.test(sentenceNaming(ctx.promptText, element.id) ?? ''))
    return promptBound(ctx, element, field, SAYS_CHOICE_MIN, /$^/) ?? 'eq';
  const said = promptBound(ctx, element, field, SAYS_MIN, SAYS_MAX);
  if (said) return said;
  // '#guestsSlider for guests' beside a room's maxGuests: rooms that hold at least that many.
  if (hasWord(field.key, ['max', 'maximum', 'capacity', 'sleeps', 'holds'])) return 'ge';
  return control === 'slider' ? 'le' : 'eq';
}

function saysFalse(ctx: PlanContext, element: SiteElement, field: SiteField): boolean {
  const sentence = sentenceNaming(ctx.promptText, element.id) ?? '';
  const name = words(field.key).join('\\s*');
  return new RegExp(
    String.raw`\b${name}\s*(?:is|=|==|===|equals)\s*(?:false|no|unchecked|unticked)\b|\b(?:not|un)[\s-]?${name}\b`,
    'i',
  ).test(sentence);
}

const SAYS_MIN =
  /\b(?:newer|later|at least|minimum|min|more than|over|above|or more|starting at)\b/;
/** 'at least the chosen number': every choice is a minimum. */
const SAYS_CHOICE_MIN =
  /\b(?:at least|or more than|no fewer than)\s+(?:the\s+|their\s+)?(?:chosen|selected|picked)\b/;
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
  // 'max 12 results' is not about maxGuests: a bound word names no field.
  const names = [...keyWords(element.id), ...keyWords(field.key)].filter(
    (w) => !['max', 'min', 'maximum', 'minimum'].includes(w),
  );
  for (const clause of clausesOf(ctx.promptText.toLowerCase())) {
    if (!keyWords(clause).some((w) => names.includes(w))) continue;
    const min = saysMin.test(clause);
    const max = saysMax.test(clause);
    if (min !== max) return min ? 'ge' : 'le';
  }
  return null;
}

function controlOf(element: SiteElement): FilterControl['control'] {
  if (isDayControl(element)) return 'date';
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
    case 'RangeSlider':
      return 'slider';
    case 'CheckboxGroup':
      return 'checkboxGroup';
    default:
      return 'input';
  }
}

/** Of several fields it could filter, the one the sentence naming the control names ('Filter by
 * check-in date with fromDatePicker' → checkIn). */
function saidField(ctx: PlanContext, control: SiteElement, fields: SiteField[]): SiteField | null {
  const own = new RegExp(`\\b${control.id}\\b`);
  for (const sentence of sentencesOf(ctx.promptText).filter((s) => own.test(s))) {
    const said = keyWords(sentence.replace(own, ' '));
    const named = fields.filter((f) => keyWords(f.key).every((w) => said.includes(w)));
    if (named.length === 1) return named[0] ?? null;
  }
  return null;
}

/** '#allergenGroup … should HIDE any dish that contains one of the ticked allergens'. */
function promptSaysHide(ctx: PlanContext, element: SiteElement): boolean {
  const own = idPattern(element.id);
  return sentencesOf(ctx.promptText).some(
    (s) =>
      own.test(s) &&
      /\b(?:hides?|excludes?|removes?|leaves? out|filters? out)\b[^.;]{0,60}\b(?:ticked|checked|selected|chosen)\b/i.test(
        s,
      ),
  );
}

/** 'keeps recipes that have all the ticked tags': the sentence naming the control says all. */
function promptSaysAll(ctx: PlanContext, element: SiteElement): boolean {
  const names = keyWords(element.id);
  const all =
    /\b(?:all|every|each) (?:of )?(?:the )?(?:ticked|checked|selected|chosen)\b|\bhave all\b/i;
  return sentencesOf(ctx.promptText).some(
    (s) => keyWords(s).some((w) => names.includes(w)) && all.test(s),
  );
}

/** The choices the prompt lists for a filter ('categoryDropdown has the options Shoes, Shirts and Hats'). */
function fixedChoices(ctx: PlanContext, id: string): OptionsSource | null {
  const ids = ctx.structure.elements.map((e) => e.id);
  const values = listedChoices(ctx.promptText, id, ids);
  if (!values) return null;
  // 'departmentRadio (All, Science, Arts)': 'All' is the no-filter choice, not a department.
  const all = values.find((v) => /^(?:all|any|every|everything|show all)\b/i.test(v));
  const real = values.filter((v) => v !== all);
  return all && real.length > 0
    ? { kind: 'fixed', values: real, allLabel: all }
    : { kind: 'fixed', values };
}

/** Filter options: the referenced collection's items, the field's tags or its distinct values. */
function filterOptions(ctx: PlanContext, list: ListPlan, field: SiteField): OptionsSource | null {
  const collection = list.collection;
  if (!collection) return null;
  if (field.type === 'reference' || field.type === 'multi-reference') {
    const target = referencedCollection(field, ctx.structure, collection);
    const label = target ? displayField(target) : null;
    if (!target || !label) return null;
    return itemChoices(target.name, label);
  }
  const fnName = `get${list.name}${pascal(field.key)}Options`;
  return field.type === 'tags'
    ? { kind: 'tags', collection: collection.name, field: field.key, fnName }
    : { kind: 'distinct', collection: collection.name, field: field.key, fnName };
}
