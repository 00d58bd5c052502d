import type { SiteCollection, SiteField } from '../structure';
import { referenceFieldTo } from './matching';
import { str } from './naming';
import type { PageContext } from './page-context';
import type { PlanContext } from './plan-context';
import type { ListPlan } from './plan-types';
import { writeListMember } from './list-joined-items';

/**
 * 'Employers see applications for their own jobs only': a list of one collection's items
 * (Applications) whose reference names an item of another (Jobs) that the signed-in member owns.
 * The member's own parents are read first, then the items naming them (`hasSome`); a visitor
 * has none. With a web module the collection stays admins-only and is read with suppressAuth.
 */

export interface OwnedThrough {
  /** The collection whose items the member owns (Jobs). */
  parent: SiteCollection;
  /** The list's reference to it (job). */
  field: SiteField;
}

export function planOwnedThrough(ctx: PlanContext, lists: ListPlan[]): void {
  for (const { collection, through } of ctx.prompt.ownedThrough) {
    const parent = ctx.structure.collections.find((c) => c.name === through);
    for (const list of lists) {
      if (!parent || list.adminOnly || list.collection?.name !== collection) continue;
      const field = referenceFieldTo(list.collection, through, ctx.structure);
      if (field) list.ownedThrough = { parent, field };
    }
  }
}

/** `const ids`: the signed-in `member`'s own items of the parent collection, by `ownerKey`. */
export function ownedParentLines(o: OwnedThrough, ownerKey: string, server: boolean): string[] {
  return [
    `const owned = await wixData.query(${str(o.parent.name)}).eq(${str(ownerKey)}, member._id).limit(1000).find(${server ? '{ suppressAuth: true }' : ''});`,
    'const ids = owned.items.map((parent) => parent._id);',
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
