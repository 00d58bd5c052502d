import { mentionSource, wholeSentencesOf } from './keywords';
import { nounForms, pascal, singularLabel } from './naming';
import type { PlanContext } from './plan-context';
import type { LookupPlan } from './plan-lookups';
import type { FormPlan } from './plan-types';

/** Words of a submit sentence that change an existing item rather than add one. */
const UPDATES = /\b(?:updat(?:e|es|ing)|chang(?:e|es|ing)|overwrit(?:e|es))\b/i;
/** ...and words that add one anyway ('adds a new entry'). */
const ADDS = /\b(?:adds?|new|inserts?|creates?)\b/i;

/**
 * A form that changes the item a visitor looked up ('click rsvpButton, which updates that
 * guest's attending and meal'): it saves into the item found by the typed code, never a new one.
 * The typed code is the visitor's key to it, so the save finds the item by that code again.
 */
export function planFoundUpdates(ctx: PlanContext, forms: FormPlan[], lookups: LookupPlan[]) {
  const sentences = wholeSentencesOf(ctx.promptText);
  for (const form of forms) {
    const lookup = lookups.find((l) => l.collection === form.collection);
    if (!lookup || !form.submitId || form.editsOwn) continue;
    const said = sentences.filter((s) => new RegExp(String.raw`\b${form.submitId}\b`).test(s));
    if (!said.some((s) => UPDATES.test(s) && !ADDS.test(s))) continue;
    form.updatesFound = lookup;
    form.fnName = `update${pascal(singularLabel(lookup.collection.name))}`;
    form.limit = null;
    form.rows = [];
  }
}

/**
 * 'Members can edit an event's title and date using #titleInput … and #saveButton', 'let staff
 * change status with #statusDropdown + #saveStatusBtn'.
 */
const EDITS = /\b(?:edit|edits|editing|change|changes|changing|update|updates|updating)\b/i;

/**
 * A form the prompt says edits items already there, whose item nothing picks (no lookup, not the
 * member's own one): left unbuilt, so the checker names its elements, which stay claimed (the date
 * picker of the edit form is no filter). Before, it was a form adding new items, open to whoever
 * the page was for.
 */
export function withoutItemEdits(ctx: PlanContext, forms: FormPlan[]): FormPlan[] {
  const sentences = wholeSentencesOf(ctx.promptText);
  return forms.filter((form) => {
    if (!form.submitId || form.editsOwn || form.updatesFound) return true;
    const ids = [form.submitId, ...form.inputs.map((i) => i.elementId)];
    // By id, or in words ('a Save score button that writes the score to the chosen submission').
    const said = sentences.filter((s) =>
      ids.some((id) => new RegExp(mentionSource(id), 'i').test(s)),
    );
    // 'writes the score to the chosen submission': into an item of its own collection, picked.
    const chosen = new RegExp(
      String.raw`\b(?:to|on|into)\s+the\s+(?:chosen|selected|picked)\s+(?:${nounForms(form.collection?.name ?? '').join('|')})\b`,
      'i',
    );
    return (
      !said.some((s) => EDITS.test(s) || (form.collection !== null && chosen.test(s))) ||
      said.some((s) => ADDS.test(s))
    );
  });
}
