import type { SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { type PlanContext, pageLevel } from './plan-context';
import type { Binding, ItemAction } from './plan-types';

/**
 * A repeated image shown large on the page when clicked: 'Clicking a thumbnail shows that image
 * in mainImage'. The page's image shows the first item's when the list loads, then the one
 * clicked. Before, the main image was left as it is.
 */
export type ItemPreview = Extract<ItemAction, { kind: 'preview' }>;

const CLICKS = /\b(?:click(?:s|ed|ing)?|tap(?:s|ped|ping)?|select(?:s|ed|ing)?)\b/i;

export function itemPreviews(
  ctx: PlanContext,
  children: SiteElement[],
  bindings: Binding[],
): ItemPreview[] {
  const images = bindings.filter((b) => b.element === 'image');
  if (images.length === 0) return [];
  const previews: ItemPreview[] = [];
  const page = pageLevel(ctx.structure).filter(
    (e) => e.veloType === 'Image' && !ctx.claimed.has(e.id),
  );
  for (const sentence of sentencesOf(ctx.promptText).filter((s) => CLICKS.test(s))) {
    const target = page.find((e) =>
      new RegExp(String.raw`\b(?:in|on|as|into)\s+(?:the\s+)?#?${e.id}\b`).test(sentence),
    );
    if (!target) continue;
    const clicked =
      images.find((b) => new RegExp(String.raw`\b${b.elementId}\b`).test(sentence)) ?? images[0];
    if (!clicked || !children.some((c) => c.id === clicked.elementId)) continue;
    previews.push({
      kind: 'preview',
      buttonId: clicked.elementId,
      targetId: target.id,
      field: clicked.field.key,
    });
    ctx.claimed.add(target.id);
  }
  return previews;
}
