import type { SiteField } from '../structure';
import { sentencesOf, wholeSentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { keyWords } from './naming';
import { type PlanContext, pageLevel } from './plan-context';
import { OFF, ON, type SwitchPlan, remembered, saidLabel } from './plan-switches';
import type { Binding, ListPlan } from './plan-types';

/**
 * A switch that changes which field a list's items show: 'billingSwitch toggles between monthly
 * and yearly: when on, planPrice shows yearlyPrice + " / year", when off monthlyPrice + " /
 * month"', 'when it is on, show yearlyPrice instead of monthlyPrice'. The item's text shows the
 * 'off' field until the switch is on, and every item follows each change; a text saying which
 * ('billingLabel says "Billed yearly" or "Billed monthly"') changes with it. Before, the switch
 * was left out and the prices were always monthly.
 */
export function planFieldSwitches(
  ctx: PlanContext,
  lists: ListPlan[],
  switches: SwitchPlan[],
): void {
  const page = pageLevel(ctx.structure);
  for (const control of page.filter((e) => e.veloType === 'Switch' || e.veloType === 'Checkbox')) {
    const existing = switches.find((s) => s.switchId === control.id);
    if (ctx.claimed.has(control.id) && !existing) continue;
    const own = new RegExp(String.raw`\b${control.id}\b`);
    const sentence = sentencesOf(ctx.promptText).find(
      (s) => own.test(s) && (ON.test(s) || BETWEEN.test(s)),
    );
    if (!sentence) continue;
    // The whole sentence, past a ';': "…; show monthlyPrice or yearlyPrice in #priceText, with
    // '/mo' or '/yr' after it".
    const whole = wholeSentencesOf(ctx.promptText).find((s) => s.includes(sentence.trim()));
    const switched = lists.filter((list) =>
      switchList(list, sentence, control.id, whole ?? sentence),
    );
    if (switched.length === 0) continue;
    const plan = existing ?? {
      switchId: control.id,
      whenOn: { show: [], hide: [] },
      whenOff: { show: [], hide: [] },
      label: null,
      remember: remembered(ctx),
      lists: [],
    };
    plan.lists.push(...switched.map((l) => l.id));
    const onWords = switched.flatMap((l) =>
      l.bindings.flatMap((b) => (b.switched ? keyWords(b.switched.on.field.key) : [])),
    );
    const texts = page.filter((e) => e !== control && !ctx.claimed.has(e.id));
    plan.label ??= saidLabel(ctx, texts, onWords);
    if (!existing) switches.push(plan);
    for (const id of [control.id, ...(plan.label ? [plan.label.id] : [])]) ctx.claimed.add(id);
  }
}

const BETWEEN = /\b(?:toggles?|switch(?:es)?)\s+between\s+(\w+)\s+and\s+(\w+)/i;

/** Marks the list's text that shows one field while off and another while on; false if none. */
function switchList(list: ListPlan, sentence: string, controlId: string, whole: string): boolean {
  const collection = list.collection;
  if (list.kind !== 'repeater' || !collection) return false;
  const on: SiteField[] = [];
  const off: SiteField[] = [];
  // 'toggles between monthly and yearly: in yearly mode priceText shows yearlyPrice instead':
  // off is the first mode named, on the second.
  const [, first = '', second = ''] = BETWEEN.exec(sentence) ?? [];
  const byWord = (word: string) =>
    collection.fields.filter((f) => word && keyWords(f.key).includes(word.toLowerCase()));
  off.push(...byWord(first));
  on.push(...byWord(second));
  for (const part of sentence.split(/;|\bwhen\b|\bif\b|\botherwise\b/i)) {
    const state = OFF.test(part) ? off : ON.test(part) ? on : null;
    if (!state) continue;
    // 'show yearlyPrice instead of monthlyPrice': what it replaces is the other state's.
    const [shown = '', replaced = ''] = part.split(/\binstead of\b/i);
    state.push(...fieldsNamedIn(shown, collection));
    (state === on ? off : on).push(...fieldsNamedIn(replaced, collection));
  }
  // 'toggles between monthly and yearly': the first named is off, when nothing says which.
  const offField = off.find((f) => !on.includes(f));
  const onField = on.find((f) => f !== offField && f.type === offField?.type);
  if (!offField || !onField) return false;
  const index = list.bindings.findIndex(
    (b) => b.element === 'text' && (b.field === offField || b.field === onField),
  );
  const shown = list.bindings[index];
  if (!shown) return false;
  // "with '/mo' or '/yr' after it": the off state's words, then the on state's.
  const pair =
    /\bwith\s+['"“]([^'"”]{1,20})['"”]\s+or\s+['"“]([^'"”]{1,20})['"”]\s+(?:after|behind|following)\b/i.exec(
      whole,
    );
  const withSuffix = (field: SiteField, state: 1 | 2): Binding => {
    const suffix = new RegExp(
      String.raw`\b${field.key}\s*\+\s*(?:'([^']*)'|"([^"]*)"|“([^”]*)”)`,
    ).exec(sentence);
    const words = suffix?.[1] ?? suffix?.[2] ?? suffix?.[3] ?? pair?.[state];
    const { switched: _, template: __, ...rest } = shown;
    return { ...rest, field, ...(words ? { template: [field, words] } : {}) };
  };
  list.bindings[index] = {
    ...withSuffix(offField, 1),
    switched: { controlId, on: withSuffix(onField, 2) },
  };
  return true;
}
