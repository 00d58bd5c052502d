import type { LightboxUse } from './lightbox-answers';
import { str } from './naming';
import type { Plan } from './plan-types';

/**
 * The setup step of a lightbox the code opens: what its getContext() returns, and how it closes
 * with the answer the page acts on.
 */
export function lightboxStep(plan: Plan, name: string): string {
  const window = plan.prefs.moduleNames === 'legacy' ? 'wixWindow' : 'wixWindowFrontend';
  // Only an item's button or a gallery passes its item; a page button opens the lightbox bare.
  const action = plan.lists
    .flatMap((l) => l.actions)
    .find((a) => a.kind === 'lightbox' && a.name === name);
  const use: Partial<LightboxUse> | undefined =
    action?.kind === 'lightbox'
      ? action
      : plan.lists.flatMap((l) =>
          l.gallery?.lightbox?.name === name ? [l.gallery.lightbox] : [],
        )[0];
  const given = use?.passesFields
    ? `an object with the ${use.passesFields.map((f) => `\`${f}\``).join(', ')} of the item it was opened for`
    : use?.passesId
      ? 'the _id of the item it was opened for (read the item by it)'
      : 'the item it was opened for';
  const context = opensWithItem(plan, name)
    ? ` In its own page code, \`${window}.lightbox.getContext()\` returns ${given}.`
    : '';
  const returned = use?.answer ?? null;
  const closes = returned
    ? ` To have the page say "${returned.message}", close it with \`${window}.lightbox.close(${returned.key ? `{ ${returned.key}: ${returned.value} }` : returned.value})\`.`
    : '';
  const confirms = plan.lists
    .flatMap((l) => l.actions)
    .find((a) => a.kind === 'remove' && a.confirm?.lightbox === name);
  const answer =
    confirms?.kind === 'remove' && confirms.confirm
      ? ` It confirms a removal: its confirm button calls \`${window}.lightbox.close(${str(confirms.confirm.value ?? 'confirm')})\` and its cancel button \`${window}.lightbox.close()\`; the item is removed only ${confirms.confirm.value ? `on '${confirms.confirm.value}'` : 'on an answer'}.`
      : '';
  return `**Create the lightbox "${name}".** Add a lightbox and name it exactly \`${name}\`.${context}${answer}${closes}`;
}

/** Whether an item's button or a table row opens the lightbox `name` (with its item as the context). */
function opensWithItem(plan: Plan, name: string): boolean {
  return plan.lists.some(
    (l) =>
      l.actions.some((a) => a.kind === 'lightbox' && a.name === name) ||
      (l.rowAction?.kind === 'lightbox' && l.rowAction.name === name) ||
      l.gallery?.lightbox?.name === name,
  );
}
