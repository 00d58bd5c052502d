import type { SiteCollection, SiteElement, SiteStructure } from '../structure';
import { assignBindings } from './matching';
import { hasWord } from './naming';
import type { Binding, ItemCondition, ListPlan } from './plan-types';

/**
 * A text shown only for some items that shows a field of its own ('Show #memberEmail only for
 * members who ticked showEmail — for the rest the email must not be sent to the browser'): the
 * text shows the field, and a field kept from the page goes out only for the items the text shows
 * on (masked on the server for the rest). Before, the email and the flag were both withheld, so
 * the text stayed hidden and empty for everyone.
 */

/** Words of a text that shows a mark rather than a field ('lowStockBadge'). */
const MARK_WORDS = [
  'badge',
  'label',
  'tag',
  'icon',
  'flag',
  'warning',
  'alert',
  'notice',
  'ribbon',
];

/** The text fields that texts shown for some items name ('memberEmail' → email). */
export function conditionalTextBindings(
  children: SiteElement[],
  conditions: ItemCondition[],
  collection: SiteCollection,
  structure: SiteStructure,
): Binding[] {
  const shownForSome = children.filter(
    (c) =>
      c.veloType === 'Text' &&
      !hasWord(c.id, MARK_WORDS) &&
      conditions.some((k) => k.elementId === c.id && !k.effect && k.op === 'truthy'),
  );
  return assignBindings(shownForSome, collection, structure, { fallback: false }).filter(
    (b) => b.field.type === 'text',
  );
}

/**
 * The private fields a text shown only when a yes/no field is set shows: sent for those items
 * alone (masked as '' for the rest), with the flag itself no secret. Returns the fields still
 * withheld from every item.
 */
export function sendWhereShown(list: ListPlan, collection: SiteCollection): string[] {
  let withheld = list.privateFields;
  list.bindings = list.bindings.map((b) => {
    const shown = list.conditions.find(
      (c) => c.elementId === b.elementId && c.op === 'truthy' && !c.effect,
    );
    const flag = collection.fields.find((f) => f.key === shown?.field && f.type === 'boolean');
    if (!flag || !withheld.includes(b.field.key)) return b;
    withheld = withheld.filter((key) => key !== b.field.key && key !== flag.key);
    return { ...b, instead: { words: '', field: flag, is: false } };
  });
  return withheld;
}
