import type { Access } from './keywords';
import type { Plan } from './plan-types';

/** How open each access is, and who may read a form's choices: used by access.ts and kept-private.ts. */

const OPENNESS: Record<Access, number> = { anyone: 0, members: 1, owner: 2, admin: 3 };

/** The most open of the accesses: 'anyone' before 'members' before 'owner' before 'admin'. */
export const mostOpen = (list: Access[]): Access | undefined =>
  [...list].sort((a, b) => OPENNESS[a] - OPENNESS[b])[0];

/**
 * Who may read a form dropdown's choices from another collection ('position, a dropdown from
 * Positions'): whoever may send the form, or the page's readers when they are more. Null when no
 * form reads its choices from `collection`.
 */
export function formChoicesAccess(plan: Plan, collection: string): Access | null {
  const forms = plan.forms.filter((f) =>
    f.inputs.some(
      (i) =>
        i.options?.kind === 'collection' &&
        i.options.collection === collection &&
        f.collection?.name !== collection,
    ),
  );
  if (forms.length === 0) return null;
  if (ownChoicesOnly(plan, collection)) return 'owner';
  const senders = forms.map((f) => (f.editsOwn ? 'members' : plan.prompt.access.write));
  return mostOpen([plan.prompt.access.read, ...senders]) ?? plan.prompt.access.read;
}

/** 'hiveDropdown lists my own hives': every form's choices of the collection are the member's own. */
export function ownChoicesOnly(plan: Plan, collection: string): boolean {
  const choices = plan.forms.flatMap((f) =>
    f.inputs.flatMap((i) =>
      i.options?.kind === 'collection' && i.options.collection === collection ? [i.options] : [],
    ),
  );
  return choices.length > 0 && choices.every((o) => o.ownedBy === '_owner');
}
