import type { SiteField } from '../structure';
import { anyQuotedTexts, sentencesOf } from './keywords';
import { humanize, itemsLabel, keyWords } from './naming';
import type { FormInput, FormPlan } from './plan-form-types';

/**
 * Rules a rental or a stay makes of its two days (reviews 43): 'a rental can be at most 7 days
 * long', 'max 7 days per rental', and 'the same bike can't have two rentals that overlap', 'no
 * double booking the same kayak on overlapping dates'. The length is checked on the page and in
 * the web method; the overlap only in the web method, which alone may read every rental. Before,
 * both were dropped without a word.
 */

/** The other rentals of the same thing whose days meet the new one's: it is refused. */
export interface NoOverlap {
  /** The field naming what is rented ('bike'), and the first and last day's fields. */
  item: SiteField;
  start: SiteField;
  end: SiteField;
  message: string;
}

const MAX_DAYS =
  /\b(?:at most|max(?:imum)?(?: of)?|up to|no (?:more|longer) than|limited to|maximum)\s+(\d{1,3})\s+days?\b/i;
const OVERLAP = /\b(?:overlap\w*|double[- ]?book\w*)\b/i;
const START_WORDS = ['start', 'from', 'pickup', 'pick', 'begin', 'check', 'arrival'];

export function planRentalRules(prompt: string, form: FormPlan): void {
  const days = form.inputs.filter((i) => i.kind === 'date' && i.field);
  const collection = form.collection;
  if (days.length !== 2 || !collection) return;
  const sentences = sentencesOf(prompt);
  const longest = sentences.map((s) => MAX_DAYS.exec(s)).find((m) => m);
  const overlaps = sentences.some((s) => OVERLAP.test(s));
  if (!longest && !overlaps) return;
  const [start, end] = ordered(days);
  if (!start?.field || !end?.field) return;
  const items = itemsLabel(collection.name);
  const quotes = anyQuotedTexts(prompt);
  end.notBefore ??= {
    elementId: start.elementId,
    strict: false,
    refusal: "The end date can't be before the start date.",
  };
  if (longest) {
    const max = Number(longest[1]);
    end.notBefore.maxDays = {
      days: max,
      refusal:
        quotes.find((q) => /\b(?:limited|at most|max\w*|longer|long)\b/i.test(q)) ??
        `${items.charAt(0).toUpperCase()}${items.slice(1)} can be at most ${max} days long.`,
    };
  }
  const item = form.inputs.find((i) => i.kind === 'choice' && i.field)?.field;
  if (overlaps && item)
    form.noOverlap = {
      item,
      start: start.field,
      end: end.field,
      message:
        quotes.find((q) => /\b(?:already|overlap\w*|taken|booked|rented|unavailable)\b/i.test(q)) ??
        `That ${humanize(item.key).toLowerCase()} is already booked for some of those days.`,
    };
}

/** The first day and the last: the one said to come after, else by name, else in form order. */
function ordered(days: FormInput[]): [FormInput | undefined, FormInput | undefined] {
  const later = days.find((d) => d.notBefore) ?? days.find((d) => !isStart(d));
  const earlier = days.find((d) => d !== later);
  return later && earlier && isStart(later) && !isStart(earlier)
    ? [later, earlier]
    : [earlier ?? days[0], later ?? days[1]];
}

const isStart = (input: FormInput) =>
  keyWords(input.elementId).some((w) => START_WORDS.includes(w));
