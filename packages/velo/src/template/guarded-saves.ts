import { singularLabel, withArticle } from './naming';
import type { FormPlan } from './plan-form-types';
import { limitWords } from './plan-form-limits';
import type { Plan } from './plan-types';

/**
 * Forms whose web method decides more than the values' types: that the slot is free, that a
 * submission waits as 'Pending', whose id `memberId` holds, what the total is. A collection that
 * lets visitors add items would let anyone skip those checks by calling wix-data from the
 * browser's console, so the web method saves with suppressAuth and only admins may add.
 */

/** What the form's web method decides itself, in words; empty when it only checks the values. */
export function savingRules(form: FormPlan): string[] {
  const collection = form.collection;
  if (!collection || form.editsOwn) return [];
  return [
    ...(form.limit ? [limitWords(form.limit, collection.name).toLowerCase()] : []),
    ...form.fixedValues.map((v) =>
      v.literal === 'new Date()'
        ? `\`${v.field.key}\` dated by the server`
        : `\`${v.field.key}\` set to ${v.literal}`,
    ),
    ...(form.memberKey ? [`\`${form.memberKey.key}\` set to the caller's own id`] : []),
    ...(form.total?.savedKey ? [`\`${form.total.savedKey}\` worked out on the server`] : []),
  ];
}

/**
 * The forms of the backend output that save `collection` with suppressAuth: every way the page
 * adds its items goes through such a form, and nothing reads them as their author (an item saved
 * with suppressAuth is the site's, not the visitor's, in the eyes of "Site member author").
 */
export function guardedForms(plan: Plan, collection: string): FormPlan[] {
  if (plan.dataAccess !== 'backend') return [];
  const forms = plan.forms.filter((f) => f.collection?.name === collection);
  const otherWriters =
    plan.prompt.ownedCollections.includes(collection) ||
    plan.promptFunctions.some((f) => f.collection.name === collection) ||
    plan.lists.some((l) => l.actions.some((a) => actionCollection(a) === collection)) ||
    plan.spotlights.some((s) => s.join?.action.collection.name === collection);
  if (otherWriters || forms.length === 0 || forms.some((f) => savingRules(f).length === 0))
    return [];
  return forms;
}

function actionCollection(action: Plan['lists'][number]['actions'][number]): string | undefined {
  if ('collection' in action) return action.collection.name;
  return 'fn' in action ? action.fn.collection.name : undefined;
}

/** The setup's add row for a guarded collection: admins alone, and why. */
export function guardedAdding(forms: FormPlan[], viewToo: boolean): string {
  const [form] = forms;
  const item = withArticle(singularLabel(form?.collection?.name ?? 'item'));
  const rules = [...new Set(forms.flatMap(savingRules))].join('; ');
  return `only admins can ${viewToo ? 'view and add' : 'add'} content ("Admin": the web module checks ${item} before saving it with suppressAuth (${rules}), so no one can skip those checks by saving from the browser)`;
}
