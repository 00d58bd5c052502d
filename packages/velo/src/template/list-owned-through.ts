import type { SiteCollection, SiteField } from '../structure';
import type { CodeWriter } from './code';
import { referenceFieldTo } from './references';
import { itemsLabel, keyWords, singularLabel, str } from './naming';
import { memberKeyIn } from './own-items-key';
import type { PageContext } from './page-context';
import type { PlanContext } from './plan-context';
import type { ListPlan, PromptFunction } from './plan-types';
import { writeListMember } from './list-joined-items';

/**
 * 'Employers see applications for their own jobs only': a list of one collection's items
 * (Applications) whose reference names an item of another (Jobs) that the signed-in member owns.
 * The member's own parents are read first, then the items naming them (`hasSome`); a visitor
 * has none. With a web module the collection stays admins-only and is read with suppressAuth.
 *
 * A team works the same way: 'Members belong to a team (teamId in TeamMembers, matched by
 * memberId). Show all tasks for the member's team': the member's TeamMembers rows give their
 * teams, and the list keeps the tasks whose teamId is one of them.
 */

export interface OwnedThrough {
  /** The collection whose items the member owns (Jobs). */
  parent: SiteCollection;
  /** The list's reference to it (job), or the group it shares with the parent (teamId). */
  field: SiteField;
  /** The parent's field the list's names: its _id, or the shared group ('teamId'). */
  parentField?: string;
}

export function planOwnedThrough(ctx: PlanContext, lists: ListPlan[]): void {
  for (const { collection, through } of ctx.prompt.ownedThrough) {
    const parent = ctx.structure.collections.find((c) => c.name === through);
    for (const list of lists) {
      if (!parent || list.adminOnly || list.collection?.name !== collection) continue;
      const field = referenceFieldTo(list.collection, through, ctx.structure);
      if (!field) continue;
      list.ownedThrough = { parent, field };
      // 'Only the listing owner may accept or decline': its item buttons, too, are for the
      // parent's owner, checked on the server (a buyer owns the offer itself).
      const key = memberKeyIn(parent)?.key ?? '_owner';
      for (const action of list.actions)
        if ('fn' in action && action.fn.ownItem)
          action.fn = { ...action.fn, through: { parent, field, key }, privately: true };
    }
  }
  for (const list of lists) if (!list.ownedThrough && !list.adminOnly) planTeamItems(ctx, list);
}

/**
 * 'the member's team', 'their team's tasks', 'other teams' tasks': a text field the list shares
 * with a collection of member rows (TeamMembers: memberId, teamId) scopes it to the member's.
 */
function planTeamItems(ctx: PlanContext, list: ListPlan): void {
  const collection = list.collection;
  if (!collection) return;
  for (const parent of ctx.structure.collections) {
    const member = parent === collection ? null : memberKeyIn(parent);
    if (!member) continue;
    const shared = collection.fields.find(
      (f) =>
        f.type === 'text' &&
        f.key !== member.key &&
        parent.fields.some((p) => p.key === f.key && p.type === 'text'),
    );
    const group = shared
      ? keyWords(shared.key)
          .filter((w) => w !== 'id')
          .join('\\s+')
      : '';
    if (!shared || !group) continue;
    const said = new RegExp(
      String.raw`\b(?:the member'?s|their|his or her|my|your|the same|other)\s+${group}s?\b`,
      'i',
    );
    if (!said.test(ctx.promptText)) continue;
    list.ownedThrough = { parent, field: shared, parentField: shared.key };
    return;
  }
}

/** `const ids`: the signed-in `member`'s own items of the parent collection, by `ownerKey`. */
export function ownedParentLines(o: OwnedThrough, ownerKey: string, server: boolean): string[] {
  return [
    `const owned = await wixData.query(${str(o.parent.name)}).eq(${str(ownerKey)}, member._id).limit(1000).find(${server ? '{ suppressAuth: true }' : ''});`,
    `const ids = owned.items.map((parent) => parent.${o.parentField ?? '_id'});`,
  ];
}

/** The condition keeping the list to the items that name the member's own parents. */
export function ownedThroughFilter(o: OwnedThrough): string {
  return `.hasSome(${str(o.field.key)}, ids)`;
}

/** In the list's load: a visitor has none; page-only code reads the member's parents itself. */
export function writeOwnedThroughMember(
  ctx: PageContext,
  listId: string,
  o: OwnedThrough,
  ownerKey: string,
): void {
  if (!writeListMember(ctx, listId)) return;
  for (const line of ownedParentLines(o, ownerKey, false)) ctx.body.line(line);
}

/**
 * In a web method changing an item of such a list: the caller must own the parent the item
 * names ('offers on listings I own'), read with suppressAuth. A buyer owns the offer itself.
 */
export function writeParentOwnerCheck(
  fns: CodeWriter,
  fn: PromptFunction,
  through: OwnedThrough & { key: string },
  verb: string,
): void {
  const [items, parents] = [itemsLabel(fn.collection.name), itemsLabel(through.parent.name)];
  const ref = `item.${through.field.key}`;
  fns.comment(
    `Members ${verb} only ${items} on their own ${parents}: the ${singularLabel(through.parent.name)} is read with suppressAuth.`,
  );
  fns.line('const member = await currentMember.getMember();');
  fns.line(`const parentId = ${ref} && typeof ${ref} === 'object' ? ${ref}._id : ${ref};`);
  fns.line(
    `const parent = member && parentId ? await wixData.get(${str(through.parent.name)}, parentId, { suppressAuth: true }) : null;`,
  );
  fns.block(`if (!parent || parent.${through.key} !== member._id) {`, () =>
    fns.line(`throw new Error(${str(`You can only ${verb} ${items} on your own ${parents}.`)});`),
  );
}
