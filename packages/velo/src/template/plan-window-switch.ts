import type { SiteElement } from '../structure';
import { sentenceNaming } from './keywords';
import { words, nounForms } from './naming';
import type { PlanContext } from './plan-context';
import { isButton } from './plan-context';
import type { DateWindow } from './plan-date-window';
import type { ListPlan } from './plan-types';

/**
 * Buttons that show the other side of a list's days: 'eventsRepeater lists upcoming events.
 * pastButton shows past events instead, newest first; upcomingButton shows upcoming events
 * again.' The list keeps its days (from today on, or before today) and a flag in its options
 * turns them round, the order with them. Before, both buttons were left out of the code and the
 * prompt's 'newest first' sorted the upcoming events newest first too.
 */

const PAST = /\b(?:past|previous|earlier|older|archived?)\b/i;
const UPCOMING = /\b(?:upcoming|future|coming|later)\b/i;

function sideOf(text: string): 'past' | 'upcoming' | null {
  return PAST.test(text) ? 'past' : UPCOMING.test(text) ? 'upcoming' : null;
}
const NEWEST = /\b(?:newest|latest|most recent|recent first|descending)\b/i;
const OLDEST = /\b(?:oldest|earliest|soonest|ascending)\b/i;

export function planWindowSwitch(ctx: PlanContext, lists: ListPlan[], free: SiteElement[]): void {
  const buttons = free.filter(isButton);
  for (const list of lists) {
    const window = list.dateWindow;
    if (!window || !todayBound(window)) continue;
    // By its id ('pastButton'), or its words right before the items: 'shows older events'.
    const nouns = [...nounForms(list.collection?.name ?? 'items'), 'ones', 'items'].join('|');
    const side = (id: string) => {
      const after = clauseAfter(ctx.promptText, id);
      const named = new RegExp(String.raw`\b(\w+)\s+(?:\w+\s+)?(?:${nouns})\b`, 'i').exec(after);
      return sideOf(words(id).join(' ')) ?? (named ? sideOf(named[0]) : null);
    };
    const named = buttons.filter((b) => side(b.id) !== null && !ctx.claimed.has(b.id));
    if (named.length === 0) continue;
    // The list's own sentence decides which side it starts on ('lists past events').
    const own = clauseAfter(ctx.promptText, list.id);
    const start =
      PAST.test(own) && !UPCOMING.test(own) ? 'past' : UPCOMING.test(own) ? 'upcoming' : null;
    const base = start ?? (window.from ? 'upcoming' : 'past');
    const showIds = named.filter((b) => side(b.id) !== base).map((b) => b.id);
    if (showIds.length === 0) continue;
    const backIds = named.filter((b) => side(b.id) === base).map((b) => b.id);
    const other = clauseAfter(ctx.promptText, showIds[0] ?? '');
    const flipped = base === 'upcoming' ? 'past' : 'upcoming';
    // Unsaid, each side runs from today outwards: upcoming soonest first, past newest first.
    const order = NEWEST.test(other)
      ? 'desc'
      : OLDEST.test(other)
        ? 'asc'
        : base === 'upcoming'
          ? 'desc'
          : 'asc';
    list.dateWindow = {
      ...(base === 'upcoming'
        ? { from: { unit: 'day', offset: 0 }, to: null, said: 'from today on' }
        : { from: null, to: { unit: 'day', offset: 0 }, said: 'before today' }),
      field: window.field,
      flip: {
        key: flipped,
        said: flipped === 'past' ? 'before today' : 'from today on',
        order,
        showIds,
        backIds,
      },
    };
    if (list.defaultSort.field === window.field)
      list.defaultSort = { field: window.field, order: base === 'upcoming' ? 'asc' : 'desc' };
    for (const id of [...showIds, ...backIds]) ctx.claimed.add(id);
  }
}

/** The words after `id` in its sentence, up to a semicolon: 'shows past events instead, newest first'. */
function clauseAfter(prompt: string, id: string): string {
  const sentence = sentenceNaming(prompt, id) ?? '';
  return sentence.slice(sentence.indexOf(id) + id.length).split(';')[0] ?? '';
}

/** A window of one bound at today: 'from today on' or 'before today'. */
function todayBound(window: DateWindow): boolean {
  const bound = window.from ?? window.to;
  return (
    (window.from === null) !== (window.to === null) && bound?.unit === 'day' && bound.offset === 0
  );
}
