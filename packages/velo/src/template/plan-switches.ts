import type { SiteElement } from '../structure';
import { anyQuotedTexts, sentencesOf } from './keywords';
import { keyWords } from './naming';
import { type PlanContext, pageLevel, shownAndHidden } from './plan-context';

/**
 * A switch or checkbox that changes the page ('when billingSwitch is on, show yearlyBox and hide
 * monthlyBox; when it's off, show monthlyBox and hide yearlyBox'), with a text that says which
 * ('update billingLabel to say "Billed yearly" or "Billed monthly"'), and the choice kept for
 * the next visit when the prompt says to remember it. What the prompt says of one state only,
 * the other undoes.
 */
export interface SwitchPlan {
  switchId: string;
  whenOn: { show: string[]; hide: string[] };
  whenOff: { show: string[]; hide: string[] };
  label: { id: string; on: string; off: string } | null;
  remember: 'local' | 'session' | null;
  /** Lists whose items show another field while it is on (plan-field-switches.ts). */
  lists: string[];
}

export const ON = /\b(?:is |it's |it is |gets |turned |switched )?(?:on|checked|ticked|enabled)\b/i;
export const OFF =
  /\b(?:is |it's |it is |gets |turned |switched )?(?:off|unchecked|unticked|disabled)\b/i;

export function planSwitches(ctx: PlanContext): SwitchPlan[] {
  const page = pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  const switches = page.filter((e) => e.veloType === 'Switch' || e.veloType === 'Checkbox');
  const plans: SwitchPlan[] = [];
  for (const control of switches) {
    const own = new RegExp(String.raw`\b${control.id}\b`);
    const sentence = sentencesOf(ctx.promptText).find((s) => own.test(s) && ON.test(s));
    if (!sentence) continue;
    const others = page.filter((e) => e !== control && !ctx.claimed.has(e.id));
    const whenOn = { show: [] as string[], hide: [] as string[] };
    const whenOff = { show: [] as string[], hide: [] as string[] };
    for (const part of sentence.split(/;|\bwhen\b|\bif\b|\botherwise\b/i)) {
      const state = OFF.test(part) ? whenOff : ON.test(part) ? whenOn : null;
      if (state) shownAndHidden(part, others, state);
    }
    if (whenOn.show.length + whenOn.hide.length === 0) continue;
    if (whenOff.show.length + whenOff.hide.length === 0) {
      whenOff.show.push(...whenOn.hide);
      whenOff.hide.push(...whenOn.show);
    }
    const plan: SwitchPlan = {
      switchId: control.id,
      whenOn,
      whenOff,
      label: saidLabel(
        ctx,
        others,
        whenOn.show.flatMap((id) => keyWords(id)),
      ),
      remember: remembered(ctx),
      lists: [],
    };
    plans.push(plan);
    for (const id of [
      control.id,
      ...whenOn.show,
      ...whenOn.hide,
      ...(plan.label ? [plan.label.id] : []),
    ])
      ctx.claimed.add(id);
  }
  return plans;
}

/** Whether the prompt asks to keep the choice for the next visit, and where. */
export function remembered(ctx: PlanContext): SwitchPlan['remember'] {
  if (!/\bremember/i.test(ctx.promptText)) return null;
  return /\bsession\b/i.test(ctx.promptText) ? 'session' : 'local';
}

/**
 * A text the prompt has say one of two words ('billingLabel to say "Billed yearly" or "Billed
 * monthly"'): the one sharing a word with what the switch shows when on is the 'on' words.
 */
export function saidLabel(
  ctx: PlanContext,
  elements: SiteElement[],
  onWords: string[],
): SwitchPlan['label'] {
  const texts = elements.filter((e) => e.veloType === 'Text');
  for (const sentence of sentencesOf(ctx.promptText)) {
    const text = texts.find((t) => new RegExp(String.raw`\b${t.id}\b`).test(sentence));
    if (!text) continue;
    // The quotes after the text's id when there are two: not a price's "' / year'" before it.
    const after = anyQuotedTexts(sentence.slice(sentence.indexOf(text.id)));
    const said = after.length === 2 ? after : anyQuotedTexts(sentence);
    if (said.length !== 2) continue;
    const [first = '', second = ''] = said;
    const secondIsOn =
      keyWords(second).some((w) => onWords.includes(w)) &&
      !keyWords(first).some((w) => onWords.includes(w));
    return secondIsOn
      ? { id: text.id, on: second, off: first }
      : { id: text.id, on: first, off: second };
  }
  return null;
}
