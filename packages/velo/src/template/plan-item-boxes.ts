import type { SiteCollection, SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { displayField, fieldsNamedIn, isStatusText } from './matching';
import { camel, keyWords, singularLabel } from './naming';
import { type PlanContext, inRepeater, isBox, ownDescendants, pageLevel } from './plan-context';
import type { FormPlan, ItemAction, ListPlan } from './plan-types';

/**
 * An item button that opens a box on the page for its item: 'Clicking applyButton on a job opens
 * applyBox (collapsed at first) with that job's title in applyJobText'. The box starts collapsed;
 * the click keeps the item, fills the box's texts from it and expands the box, and a form in the
 * box saves the item's id in its reference field (plan.ts linkedField).
 */
export type BoxOpen = Extract<ItemAction, { kind: 'openBox' }>;

const OPENS = String.raw`(?:opens?|shows?|expands?|reveals?|displays?)\s+(?:the\s+)?`;

export function itemBoxOpen(
  ctx: PlanContext,
  button: SiteElement,
  collection: SiteCollection,
): BoxOpen | null {
  const sentence = sentencesOf(ctx.promptText).find((s) =>
    new RegExp(String.raw`\b${button.id}\b`).test(s),
  );
  const box = sentence
    ? pageLevel(ctx.structure).find(
        (e) =>
          isBox(e) &&
          !inRepeater(ctx.structure, e.id) &&
          new RegExp(String.raw`\b${OPENS}${e.id}\b`, 'i').test(sentence),
      )
    : undefined;
  if (!sentence || !box) return null;
  const noun = keyWords(singularLabel(collection.name));
  const shows: BoxOpen['shows'] = [];
  for (const text of ownDescendants(ctx.structure, box.id)) {
    // The box's status text is the form's: it says how sending went.
    if (text.veloType !== 'Text' || isStatusText(text.id)) continue;
    // "with that job's title in applyJobText"; else a text named for the item ('applyJobText').
    const said = new RegExp(
      String.raw`\b([\w ]{1,40}?)\s+(?:in|into|on)\s+(?:the\s+)?${text.id}\b`,
      'i',
    ).exec(sentence);
    const field =
      (said ? fieldsNamedIn(said[1] ?? '', collection)[0]?.key : undefined) ??
      (keyWords(text.id).some((w) => noun.includes(w)) ? displayField(collection) : null);
    if (!field) continue;
    shows.push({ elementId: text.id, field });
    ctx.claimed.add(text.id);
  }
  return {
    kind: 'openBox',
    buttonId: button.id,
    boxId: box.id,
    shows,
    itemVar: camel(`chosen ${singularLabel(collection.name)}`),
  };
}

/** The item button opening the box a form is in: the form saves that item's id. */
export function boxOpenFor(
  ctx: Pick<PlanContext, 'structure'>,
  lists: readonly ListPlan[],
  form: FormPlan,
): { open: BoxOpen; collection: SiteCollection } | null {
  for (const list of lists) {
    for (const action of list.actions) {
      if (action.kind !== 'openBox' || !list.collection) continue;
      const inside = new Set([
        action.boxId,
        ...ownDescendants(ctx.structure, action.boxId).map((d) => d.id),
      ]);
      if (form.id === action.boxId || form.inputs.some((i) => inside.has(i.elementId)))
        return { open: action, collection: list.collection };
    }
  }
  return null;
}
