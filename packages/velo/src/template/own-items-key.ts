import type { SiteCollection } from '../structure';
import { memberKeyIn } from './member-forms';
import type { Plan } from './plan-types';

/**
 * The field a member's own items are found by. Rows this page adds are the member's own as their
 * author (`_owner`), which "Site member author" keeps private without a web module. Rows that come
 * from elsewhere ('I add each Galleries row myself and put the client's member id in clientId')
 * are found by the declared member id; an admin who adds them is their author.
 */
export function ownItemsKey(plan: Plan, collection: SiteCollection): string {
  const actions = [
    ...plan.lists.flatMap((l) => l.actions),
    ...plan.spotlights.flatMap((s) => (s.join ? [s.join.action] : [])),
  ];
  const addedHere =
    plan.forms.some((f) => f.collection === collection) ||
    actions.some((a) => (a.kind === 'join' || a.kind === 'addRow') && a.collection === collection);
  return addedHere ? '_owner' : (memberKeyIn(collection)?.key ?? '_owner');
}
