import { humanize, itemsLabel, singularLabel, withArticle } from './naming';
import type { FormInput, FormPlan } from './plan-form-types';
import { limitWords } from './plan-form-limits';
import type { Plan, PromptFunction } from './plan-types';

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
    ...(form.role ? [`that the caller has the ${form.role.title} member role`] : []),
    ...(form.limit ? [limitWords(form.limit, collection.name).toLowerCase()] : []),
    ...form.fixedValues.map((v) =>
      v.literal === 'new Date()'
        ? `\`${v.field.key}\` dated by the server`
        : `\`${v.field.key}\` set to ${v.literal}`,
    ),
    ...(form.memberKey ? [`\`${form.memberKey.key}\` set to the caller's own id`] : []),
    ...(form.autoNumber ? [`\`${form.autoNumber.field.key}\` numbered on the server`] : []),
    ...(form.noOverlap
      ? [
          `no two ${itemsLabel(collection.name)} of one ${humanize(form.noOverlap.item.key).toLowerCase()} on the same days`,
        ]
      : []),
    ...(form.total?.savedKey ? [`\`${form.total.savedKey}\` worked out on the server`] : []),
    ...form.inputs.flatMap(writtenRules),
  ];
}

/**
 * The rules the prompt writes for an input beyond its type ('hours 1 to 10', 'at least 50
 * characters', 'one of the open jobs'): a visitor adding items could skip them too.
 */
function writtenRules(input: FormInput): string[] {
  const key = input.field && `\`${input.field.key}\``;
  if (!key) return [];
  const [min, max] = input.range ?? [null, null];
  const bounds = [
    min !== null && max !== null ? `from ${min} to ${max}` : null,
    min !== null && max === null ? `at least ${min}` : null,
    max !== null && min === null ? `at most ${max}` : null,
    input.above !== undefined ? `more than ${input.above}` : null,
    input.below !== undefined ? `less than ${input.below}` : null,
  ].filter((b) => b !== null);
  const { min: shortest = null, max: longest = null } = input.length ?? {};
  return [
    ...(bounds.length > 0 ? [`${key} ${bounds.join(' and ')}`] : []),
    ...(shortest !== null ? [`${key} at least ${shortest} characters`] : []),
    ...(longest !== null ? [`${key} at most ${longest} characters`] : []),
    ...(input.pattern ? [`${key} in the shape asked`] : []),
    ...(input.options?.kind === 'collection' && (input.options.offered ?? []).length > 0
      ? [`${key} one of those offered`]
      : []),
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
    plan.promptFunctions.some((f) => f.collection.name === collection && !adminsChange(f)) ||
    plan.lists.some((l) =>
      l.actions.some(
        (a) => actionCollection(a) === collection && !('fn' in a && adminsChange(a.fn)),
      ),
    ) ||
    plan.spotlights.some((s) => s.join?.action.collection.name === collection);
  if (otherWriters || forms.length === 0 || forms.some((f) => savingRules(f).length === 0))
    return [];
  return forms;
}

/** An admins' change of an item ('approveButton'): it adds nothing. */
function adminsChange(fn: PromptFunction): boolean {
  return (fn.kind === 'update' || fn.kind === 'remove') && fn.access === 'admin';
}

function actionCollection(action: Plan['lists'][number]['actions'][number]): string | undefined {
  if ('collection' in action) return action.collection.name;
  return 'fn' in action ? action.fn.collection.name : undefined;
}

/** The setup's add row for a guarded collection: admins alone, and why. */
export function guardedAdding(plan: Plan, forms: FormPlan[], viewToo: boolean): string {
  const [form] = forms;
  const collection = form?.collection?.name ?? 'item';
  const item = withArticle(singularLabel(collection));
  const rules = [...new Set(forms.flatMap(savingRules))].join('; ');
  // 'approveButton' on each one: the admins' web methods update it as the admin.
  const changed = plan.promptFunctions.some(
    (f) => f.collection.name === collection && adminsChange(f),
  );
  const may = [...(viewToo ? ['view'] : []), 'add', ...(changed ? ['update'] : [])];
  return `only admins can ${may.join(may.length > 2 ? ', ' : ' and ').replace(/, (\w+)$/, ' and $1')} content ("Admin": the web module checks ${item} before saving it with suppressAuth (${rules}), so no one can skip those checks by saving from the browser)`;
}
