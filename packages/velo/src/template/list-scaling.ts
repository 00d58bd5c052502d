import { sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { hasWord, str, pageElement as $ } from './naming';
import { type PageContext, bindingLines } from './page-context';
import { toHundredths } from './number-texts';
import { type PlanContext, pageLevel } from './plan-context';
import type { ListPlan, SpotlightPlan } from './plan-types';

/**
 * An input that scales the shown item's list by a number of its own: 'servingsInput lets the
 * visitor change the number of servings and all the ingredient amounts are recalculated'. The
 * input starts at the item's number (its servings); a new value shows each amount times the new
 * number over the item's, to 2 decimals. Before, the input was left out.
 */
export interface ListScaling {
  inputId: string;
  /** The shown item's number the amounts are written for: servings. */
  baseKey: string;
  listId: string;
  /** The number field of the listed items that scales: amount. */
  fieldKey: string;
  /**
   * Each listed item's own number the amount is written for, when the prompt names one
   * ('multiply every quantity by servings / baseServings'): it, not the shown item's, divides.
   */
  itemBaseKey?: string;
}

const SCALES =
  /\b(?:scal(?:e|es|ed|ing)|recalculat\w*|adjust\w*|multipl\w*|updat\w*|chang\w*)\b[^.]{0,80}\b(?:amounts?|quantit(?:y|ies)|measures?)\b|\b(?:amounts?|quantit(?:y|ies))\b[^.]{0,60}\b(?:scal\w*|recalculat\w*|adjust\w*|multipl\w*)\b/i;

export function planListScaling(
  ctx: PlanContext,
  spot: SpotlightPlan | undefined,
  lists: ListPlan[],
): ListScaling | null {
  if (!spot) return null;
  const list = lists.find((l) => l.related?.reference && !l.related.from && l.collection);
  const collection = list?.collection;
  if (!list || !collection) return null;
  const numbers = {
    ...spot.collection,
    fields: spot.collection.fields.filter((f) => f.type === 'number'),
  };
  const listNumbers = list.bindings.filter((b) => b.field.type === 'number');
  for (const input of pageLevel(ctx.structure).filter(
    (e) => e.veloType === 'TextInput' && !ctx.claimed.has(e.id),
  )) {
    const said = sentencesOf(ctx.promptText)
      .filter((s) => new RegExp(String.raw`\b${input.id}\b`).test(s))
      .join(' ');
    if (!SCALES.test(said)) continue;
    const base = fieldsNamedIn(`${input.id.replace(/Input$/, '')} ${said}`, numbers)[0];
    const scaled =
      listNumbers.find((b) => fieldsNamedIn(said, collection).includes(b.field)) ?? listNumbers[0];
    const itemBase = fieldsNamedIn(said, {
      ...collection,
      fields: collection.fields.filter((f) => f.type === 'number'),
    }).find((f) => f.key !== scaled?.field.key && hasWord(f.key, ['base', 'original', 'default']));
    if (!base || !scaled) continue;
    ctx.claimed.add(input.id);
    return {
      inputId: input.id,
      baseKey: base.key,
      listId: list.id,
      fieldKey: scaled.field.key,
      ...(itemBase ? { itemBaseKey: itemBase.key } : {}),
    };
  }
  return null;
}

/** In the spotlight's show function: the input starts at the item's number. */
export function scalingStart(s: ListScaling): string {
  return `$w(${str(`#${s.inputId}`)}).value = typeof item.${s.baseKey} === 'number' ? String(item.${s.baseKey}) : '';`;
}

/** The input's handler: each listed amount times the new number over the item's. */
export function writeListScaling(ctx: PageContext, s: ListScaling, state: string): void {
  const { body, plan } = ctx;
  const list = plan.lists.find((l) => l.id === s.listId);
  if (!list) return;
  body.comment(
    `#${s.inputId} scales the ${s.fieldKey} in #${s.listId}: the new number over ${s.itemBaseKey ? `each one's ${s.itemBaseKey}` : `the item's ${s.baseKey}`}, to 2 decimals.`,
  );
  body.block(
    `${$(s.inputId)}.onInput(() => {`,
    () => {
      body.line(`const wanted = Number(${$(s.inputId)}.value);`);
      const itemBase = s.itemBaseKey;
      if (itemBase) {
        body.block('if (!(wanted > 0)) {', () => body.line('return;'));
      } else {
        body.line(`const shown = ${state}.items[${state}.index];`);
        body.block(
          `if (!shown || !(wanted > 0) || !(typeof shown.${s.baseKey} === 'number' && shown.${s.baseKey} > 0)) {`,
          () => body.line('return;'),
        );
        body.line(`const factor = wanted / shown.${s.baseKey};`);
      }
      body.block(
        `${$(s.listId)}.forEachItem(($item, original) => {`,
        () => {
          if (itemBase) {
            body.comment(`Each ingredient is written for its own ${itemBase}.`);
            body.block(
              `if (!(typeof original.${itemBase} === 'number' && original.${itemBase} > 0)) {`,
              () => body.line('return;'),
            );
            body.line(`const factor = wanted / original.${itemBase};`);
          }
          const value = `original.${s.fieldKey}`;
          body.line(
            `const item = { ...original, ${s.fieldKey}: typeof ${value} === 'number' ? ${toHundredths(`${value} * factor`)} : ${value} };`,
          );
          const shows = (b: (typeof list.bindings)[number]) =>
            b.field.key === s.fieldKey ||
            (b.template ?? []).some((p) => typeof p !== 'string' && p.key === s.fieldKey);
          for (const b of list.bindings.filter(shows))
            for (const line of bindingLines(ctx, '$item', b, null)) body.line(line);
        },
        '});',
      );
    },
    '});',
  );
  body.blank();
}
