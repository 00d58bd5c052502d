import type { SiteField } from '../structure';
import { anyQuotedTexts, sentencesOf } from './keywords';
import { hasWord, pascal, singularLabel } from './naming';
import { type PlanContext, isButton, pageLevel } from './plan-context';
import { type JoinAction, joinOf, joinSentences } from './plan-item-joins';
import type { SpotlightPlan } from './plan-types';

/**
 * A page-level button for the member's own row about the item the page shows: 'Logged-in members
 * click registerButton to register for this event (adds a row to Registrations); it then says
 * "Registered"'. With a capacity field, the seats left ('seatsLeftText shows how many seats are
 * left') and a full item ('When no seats are left, registerButton says "Sold out"'), which the
 * web method refuses too.
 */
export interface SpotlightJoin {
  action: JoinAction;
  seats: {
    /** The shown item's number field holding how many may join. */
    capacity: SiteField;
    /** The text showing how many are left. */
    textId: string | null;
    /** The button's label when none are left. */
    fullLabel: string;
    /** What the add web method says when none are left; the page shows it. */
    fullMessage: string;
    /** Counts the rows about an item: anyone may call it. */
    countFnName: string;
  } | null;
}

/** Words of a number field holding how many may join an item. */
export const CAPACITY_WORDS = ['capacity', 'seats', 'spots', 'places', 'max', 'maximum', 'limit'];
/** 'seats left', 'how many spots are left': group 1 is what is left, when said. */
export const LEFT =
  /\b(seats?|spots?|places?|tickets?|spaces?)\s+(?:are\s+)?(?:left|remaining|available)\b|\bhow many\b[^.]{0,30}\b(?:left|remaining)\b/i;

/** A full item's button label, as the prompt quotes it ('Sold out'), else 'Sold out'. */
export function fullLabelIn(said: string): string {
  return (
    anyQuotedTexts(said).find(
      (q) =>
        /\b(?:sold out|full|no (?:seats|spots|places))\b/i.test(q) &&
        // "Class is full - you've been added to the waitlist" tells of a save the refusal never makes.
        !/\b(?:added|waitlisted|you(?:'|’)re on|you are on)\b/i.test(q),
    ) ?? 'Sold out'
  );
}

/**
 * The web method's refusal when no place is left: a sentence the prompt gives as it is ('Sorry,
 * this class is full.'), a label ('Sold out') with what is full. It read 'Sorry, this class is
 * full.: this class is full.'
 */
export function fullMessageOf(fullLabel: string, collection: string): string {
  return isSentence(fullLabel)
    ? fullLabel
    : `${fullLabel}: this ${singularLabel(collection)} is full.`;
}

/** What a full item's button reads: the prompt's label, 'Full' for its sentence. */
export function fullButtonLabel(said: string): string {
  return isSentence(said) ? 'Full' : said;
}

const isSentence = (text: string) => /[.!?]$/.test(text) || text.split(/\s+/).length > 3;

export function planSpotlightJoin(ctx: PlanContext, spot: SpotlightPlan | undefined): void {
  if (!spot || spot.fromLightbox) return;
  const free = pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  for (const button of free.filter(isButton)) {
    const action = joinOf(ctx, button.id, spot.collection);
    if (!action || action.toggles) continue;
    ctx.claimed.add(button.id);
    const capacity = spot.collection.fields.find(
      (f) => f.type === 'number' && hasWord(f.key, CAPACITY_WORDS),
    );
    const seatsText = free.find(
      (e) =>
        e.veloType === 'Text' &&
        sentencesOf(ctx.promptText).some(
          (s) => new RegExp(String.raw`\b${e.id}\b`).test(s) && LEFT.test(s),
        ),
    );
    if (seatsText) ctx.claimed.add(seatsText.id);
    const said = joinSentences(ctx.promptText, button.id).join(' ');
    const fullLabel = fullLabelIn(said);
    spot.join = {
      action,
      seats: capacity
        ? {
            capacity,
            textId: seatsText?.id ?? null,
            fullLabel: fullButtonLabel(fullLabel),
            fullMessage: fullMessageOf(fullLabel, spot.collection.name),
            countFnName: `count${pascal(action.collection.name.split('/').pop() ?? action.collection.name)}`,
          }
        : null,
    };
    return;
  }
}
