import { collectionRead } from './keywords';
import { isPersonalField } from './personal-data';
import type { Plan } from './plan-types';

/**
 * Contact details and secrets a list of other people's items carries but its page never reads
 * ('email' beside a donation leaderboard's name and amount) join the list's private fields, so
 * the web method keeps them off the wire as if the prompt had said so. Read from the page code
 * itself: whatever reads an item's field (a binding, a badge, a link) names it there.
 */
export function withholdUnreadPersonal(plan: Plan, pageCode: string): void {
  if (plan.prompt.access.read === 'admin') return;
  for (const list of plan.lists) {
    const collection = list.collection;
    // A table sends only its columns already; an admins' list and a member's own are theirs.
    if (!collection || list.kind === 'table' || list.adminOnly) continue;
    const read = collectionRead(plan.prompt, collection.name);
    if (read === 'owner' || read === 'admin') continue;
    // An address is someone's only beside their contact details: a food truck stop's is public.
    const people = collection.fields.some((f) => f.type !== 'address' && isPersonalField(f));
    const unread = collection.fields.filter(
      (f) =>
        isPersonalField(f) &&
        (f.type !== 'address' || people) &&
        !list.privateFields.includes(f.key) &&
        !readsField(pageCode, f.key),
    );
    list.privateFields.push(...unread.map((f) => f.key));
  }
}

/** `item.email` or `item['email']`: the code reads the field of something. */
function readsField(code: string, key: string): boolean {
  return new RegExp(String.raw`\.\s*${key}\b|\[\s*['"\`]${key}['"\`]\s*\]`).test(code);
}
