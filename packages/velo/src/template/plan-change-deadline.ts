import type { SiteCollection } from '../structure';
import type { CodeWriter } from './code';
import { hasWord, itemsLabel, str } from './naming';

/**
 * How long before an item's day it may still be cancelled or changed: 'not on the day itself
 * (must be at least one day before)', 'at least 24 hours before', 'but not if pickup is tomorrow
 * or earlier', 'no same-day cancellations'. The web method refuses an item whose date is before
 * midnight `days` days from today; the page disables the button on those items.
 */
export interface ChangeDeadline {
  field: string;
  days: number;
  message: string;
}

const DAYS_WORDS: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, seven: 7 };

export function changeDeadline(
  said: string,
  collection: SiteCollection,
  verb: 'cancelled' | 'changed' | 'removed',
): ChangeDeadline | null {
  const days = daysBefore(said);
  if (!days) return null;
  const dates = collection.fields.filter((f) => f.type === 'date');
  // The day the item is for: the one the sentence names, else the only one.
  const field =
    dates.find((f) => new RegExp(String.raw`\b${f.key}\b`, 'i').test(said)) ??
    dates.find((f) => hasWord(f.key, ['date', 'day', 'pickup', 'start', 'check'])) ??
    (dates.length === 1 ? dates[0] : undefined);
  if (!field) return null;
  const items = itemsLabel(collection.name);
  const Items = items.charAt(0).toUpperCase() + items.slice(1);
  return {
    field: field.key,
    days,
    message:
      days === 1
        ? `${Items} can't be ${verb} on the day itself.`
        : `${Items} can only be ${verb} at least ${days} days before.`,
  };
}

/**
 * Days before the item's day it must still be: 1 for 'not on the day itself', 'more than 24 hours
 * away' (a day's date has no hours).
 */
function daysBefore(said: string): number | null {
  if (
    /\bnot\s+on\s+the\s+(?:day|date)\s+itself\b|\bno\s+same[- ]day\b|\bat least\s+(?:one|a|1)\s+day\s+(?:before|ahead|in advance)\b|\bat least\s+24\s*(?:hours?|h)\s+(?:before|ahead|in advance)\b|\b(?:more than|over|at least)\s+24\s*(?:hours?|h)\s+away\b|\b(?:up to|until)\s+24\s*(?:hours?|h)\s+before\b|\b24\s*(?:hours?|h)(?:'|’)?\s+notice\b/i.test(
      said,
    )
  )
    return 1;
  // 'not if pickup is tomorrow or earlier': the day after tomorrow at the soonest.
  if (/\bnot\s+if\s+[a-z ]{0,30}?\bis\s+tomorrow\s+or\s+(?:earlier|before|sooner)\b/i.test(said))
    return 2;
  const n = /\bat least\s+(\d{1,2}|two|three|seven)\s+days?\s+(?:before|ahead|in advance)\b/i.exec(
    said,
  )?.[1];
  const days = n ? (DAYS_WORDS[n.toLowerCase()] ?? Number(n)) : 0;
  return days >= 1 ? days : null;
}

/** Midnight `days` days from today, on the running code's clock, as code. */
export function deadlineDay(deadline: ChangeDeadline): string {
  return `new Date(new Date().setHours(${24 * deadline.days}, 0, 0, 0))`;
}

/** The web method's refusal of an item too close to its day, on the server's calendar. */
export function writeChangeDeadline(fns: CodeWriter, deadline: ChangeDeadline | undefined): void {
  if (!deadline) return;
  fns.comment(`Too close to its ${deadline.field} (the server's calendar): refused.`);
  fns.block(
    `if (item.${deadline.field} && item.${deadline.field} < ${deadlineDay(deadline)}) {`,
    () => fns.line(`throw new Error(${str(deadline.message)});`),
  );
}
