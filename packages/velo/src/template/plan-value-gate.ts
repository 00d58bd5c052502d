import type { SiteCollection, SiteField } from '../structure';
import { wholeSentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord, itemsLabel, keyWords, pascal } from './naming';
import { type PlanContext, isBox, isButton, pageLevel } from './plan-context';

/**
 * A box only some members see, by a value of their own row in a collection: 'The premiumContent
 * box must only be shown to logged-in members whose plan (stored in the MemberPlans collection,
 * field plan, keyed by memberId) is "Gold". Everyone else sees the upgradeBox instead.' The
 * member's row is found by its member key (memberId, else `_owner`); only its value reaches the
 * page, so no member reads another's row.
 */
export interface ValueGatePlan {
  shownId: string;
  /** The box everyone else sees instead. */
  elseId: string | null;
  collection: SiteCollection;
  /** The member's value, and the one that opens the box. */
  field: SiteField;
  value: string;
  /** The field holding the member's id, or '_owner' (the member who added the row). */
  keyField: string;
  /** getMyPlan: the web method answering the signed-in member's value alone. */
  fnName: string;
  /** 'Visitors who click joinButton get the login window; members go to /plans.' */
  joinButton: { id: string; path: string } | null;
}

const WHOSE =
  /\bmembers?\s+(?:whose|with)\s+(?:the\s+|their\s+)?([a-z][\w ]{0,30}?)\s*(?:\([^)]*\)\s*)?(?:is|are|equals|=|of)\s+["“'‘]([^"”'’]{1,40})["”'’]/i;

export function planValueGate(ctx: PlanContext): ValueGatePlan | null {
  const boxes = pageLevel(ctx.structure).filter((e) => isBox(e) && !ctx.claimed.has(e.id));
  const sentences = wholeSentencesOf(ctx.promptText);
  for (const [at, sentence] of sentences.entries()) {
    const said = WHOSE.exec(sentence);
    const shown = boxes.find((b) => new RegExp(String.raw`\b${b.id}\b`).test(sentence));
    if (!said || !shown || !/\b(?:only|just)\b/i.test(sentence)) continue;
    const found = memberValue(ctx, sentence, said[1] ?? '');
    if (!found) continue;
    // 'Everyone else sees the upgradeBox instead', in this sentence or the next.
    const rest = `${sentence.slice(sentence.indexOf(shown.id) + shown.id.length)} ${sentences[at + 1] ?? ''}`;
    const elseBox =
      /\b(?:everyone else|others|other members|visitors|non-members|otherwise|instead)\b/i.test(
        rest,
      )
        ? boxes.find((b) => b !== shown && new RegExp(String.raw`\b${b.id}\b`).test(rest))
        : undefined;
    for (const box of [shown, elseBox]) if (box) ctx.claimed.add(box.id);
    const joinButton = loginOrGo(ctx);
    if (joinButton) ctx.claimed.add(joinButton.id);
    return {
      joinButton,
      shownId: shown.id,
      elseId: elseBox?.id ?? null,
      ...found,
      value: said[2] ?? '',
      fnName: `getMy${pascal(keyWords(found.field.key).join(' '))}`,
    };
  }
  return null;
}

/** The collection holding the member's value: named in the sentence, else the one with the field. */
function memberValue(
  ctx: PlanContext,
  sentence: string,
  phrase: string,
): Pick<ValueGatePlan, 'collection' | 'field' | 'keyField'> | null {
  const named = (c: SiteCollection) =>
    new RegExp(String.raw`\b(?:${c.name}|${itemsLabel(c.name)})\b`, 'i').test(sentence);
  const candidates = [...ctx.structure.collections].sort(
    (a, b) => Number(named(b)) - Number(named(a)),
  );
  for (const collection of candidates) {
    const [field] = fieldsNamedIn(phrase, collection);
    if (!field) continue;
    const key = collection.fields.find(
      (f) =>
        f !== field &&
        ['text', 'reference'].includes(f.type) &&
        hasWord(f.key, ['member', 'user', 'owner', 'account']),
    );
    return { collection, field, keyField: key?.key ?? '_owner' };
  }
  return null;
}

/**
 * A button visitors log in with and members go on with: 'Non-logged-in visitors who click
 * joinButton get the login / sign-up window; logged-in members who click it go to /plans.'
 */
function loginOrGo(ctx: PlanContext): ValueGatePlan['joinButton'] {
  const buttons = pageLevel(ctx.structure).filter((e) => isButton(e) && !ctx.claimed.has(e.id));
  for (const sentence of wholeSentencesOf(ctx.promptText)) {
    const button = buttons.find((b) => new RegExp(String.raw`\b${b.id}\b`).test(sentence));
    const path = /\b(?:go(?:es)?|are taken|are sent|is taken|navigates?)\s+to\s+(\/[\w\-/]*)/i.exec(
      sentence,
    )?.[1];
    if (button && path && /\b(?:log ?in|sign[- ]?(?:up|in))\b/i.test(sentence))
      return { id: button.id, path };
  }
  return null;
}
