import type { SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { hasWord } from './naming';
import { type PlanContext, pageLevel, shownAndHidden } from './plan-context';
import type { CountdownUnit, WidgetPlan } from './plan-widgets';

/** A countdown to a date the prompt writes ('until March 1, 2026 at 9:00'), a page widget. */

const isText = (e: SiteElement) => e.veloType === 'Text';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * 'countdownText shows a countdown to the launch on 2027-01-01', 'timerText counts down to
 * March 3, 2027 at 18:00, then shows "We are live!"'. A day without a zone is the visitor's own
 * midnight; an ISO time with Z or an offset is one moment everywhere.
 */
export function countdown(
  sentence: string,
  named: SiteElement[],
  ctx: PlanContext,
): WidgetPlan | null {
  const texts = named.filter(isText);
  const [text] = texts;
  if (!text || !/\bcount(?:s|ing)?[ -]?down\b|\btime (?:left|remaining)\b/i.test(sentence))
    return null;
  const until = targetTime(sentence);
  if (!until) return null;
  const done = /\b(?:then|after that|when it ends|at zero)\b[^"“]{0,40}["“]([^"”]{1,80})["”]/i.exec(
    sentence,
  )?.[1];
  const parts = COUNTDOWN_UNITS.flatMap((unit) => {
    const part = texts.find((t) => hasWord(t.id, [unit, unit.slice(0, -1)]));
    return part ? [{ unit, id: part.id }] : [];
  });
  return {
    kind: 'countdown',
    textId: parts.length >= 2 ? (parts[0]?.id ?? text.id) : text.id,
    until,
    doneText: done ?? null,
    parts: parts.length >= 2 ? parts : [],
    atZero: atZero(ctx),
  };
}

const COUNTDOWN_UNITS: CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

/** What the sentence about the countdown's end hides and shows: 'at zero, hide … and show …'. */
function atZero(ctx: PlanContext): { hide: string[]; show: string[] } {
  const ends =
    /\b(?:reaches|hits|gets to) (?:zero|0)\b|\bat zero\b|\b(?:is over|runs out|ends|has ended|finishes|expires)\b/i;
  const sentence = sentencesOf(ctx.promptText).find((s) => ends.test(s) && !targetTime(s));
  if (!sentence) return { hide: [], show: [] };
  const ids = pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  return shownAndHidden(sentence, ids);
}

/** The moment as page code builds it: a `new Date(…)` argument list or an ISO string. */
function targetTime(sentence: string): Extract<WidgetPlan, { kind: 'countdown' }>['until'] | null {
  const iso =
    /\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?)?\b/.exec(
      sentence,
    );
  const time = /\bat\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/i.exec(sentence);
  if (iso) {
    const [whole, y, mo, d, h, mi, s, zone] = iso;
    if (zone) return { zoned: whole };
    return local(
      Number(y),
      Number(mo),
      Number(d),
      h ? [Number(h), Number(mi), Number(s ?? 0)] : clock(time),
    );
  }
  const month = MONTHS.join('|');
  const written =
    new RegExp(String.raw`\b(${month})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'i').exec(
      sentence,
    ) ?? null;
  const dayFirst = new RegExp(
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(${month}),?\s+(\d{4})\b`,
    'i',
  ).exec(sentence);
  if (written)
    return local(Number(written[3]), monthNumber(written[1]), Number(written[2]), clock(time));
  if (dayFirst)
    return local(Number(dayFirst[3]), monthNumber(dayFirst[2]), Number(dayFirst[1]), clock(time));
  return null;
}

function monthNumber(name: string | undefined): number {
  return MONTHS.indexOf((name ?? '').toLowerCase()) + 1;
}

function clock(time: RegExpExecArray | null): [number, number, number] {
  if (!time) return [0, 0, 0];
  let hour = Number(time[1]) % 24;
  if (time[3]?.toLowerCase() === 'pm' && hour < 12) hour += 12;
  if (time[3]?.toLowerCase() === 'am' && hour === 12) hour = 0;
  return [hour, Number(time[2] ?? 0), 0];
}

function local(
  year: number,
  month: number,
  day: number,
  [hour, minute, second]: [number, number, number],
): Extract<WidgetPlan, { kind: 'countdown' }>['until'] | null {
  const valid = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || valid.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  return { local: [year, month - 1, day, hour, minute, second] };
}
