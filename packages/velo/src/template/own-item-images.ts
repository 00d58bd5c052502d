import type { SiteCollection } from '../structure';
import { elementFieldWords, fieldScore } from './matching';
import type { PlanContext } from './plan-context';
import { pageLevel } from './plan-context';

/**
 * Page images named for an image field of the member's own item ('avatarImage' for avatar): the
 * loaded item shows its picture there. Claimed, so no list or spotlight takes them.
 */
export function ownItemImages(
  ctx: PlanContext,
  collection: SiteCollection,
): { elementId: string; field: string }[] {
  const images = collection.fields.filter((f) => f.type === 'image');
  return pageLevel(ctx.structure).flatMap((e) => {
    if (e.veloType !== 'Image' || ctx.claimed.has(e.id)) return [];
    const words = elementFieldWords(e.id, collection);
    const field = images.find((f) => fieldScore(words, f) >= 5);
    if (!field) return [];
    ctx.claimed.add(e.id);
    return [{ elementId: e.id, field: field.key }];
  });
}
