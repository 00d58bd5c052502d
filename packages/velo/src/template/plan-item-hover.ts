import type { SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import type { PlanContext } from './plan-context';
import type { ItemAction } from './plan-types';

/**
 * A part of each repeated item shown while the pointer is over the item: 'Hovering a project
 * shows its overlayBox'. The part starts hidden; the item's image (else its first other element)
 * shows it on mouse-in, and the part hides on its own mouse-out: it covers what was hovered, so a
 * mouse-out of that would fire as soon as it appears.
 */
export type ItemHover = Extract<ItemAction, { kind: 'hover' }>;

const HOVER =
  /\b(?:hover(?:s|ing)?|mouse(?:s|ing)? over|(?:when|while) the (?:pointer|mouse|cursor) is over)\b(.*?)\b(?:shows?|reveals?|displays?|fades? in)\s+(?:its\s+|the\s+|an?\s+)?#?(\w+)/i;

export function itemHovers(ctx: PlanContext, children: SiteElement[]): ItemHover[] {
  const hovers: ItemHover[] = [];
  for (const sentence of sentencesOf(ctx.promptText)) {
    const said = HOVER.exec(sentence);
    const target = children.find((c) => c.id === said?.[2] && !ctx.claimed.has(c.id));
    if (!said || !target) continue;
    const others = children.filter((c) => c !== target && c.parentId !== target.id);
    const hovered =
      others.find((c) => new RegExp(String.raw`\b${c.id}\b`).test(said[1] ?? '')) ??
      others.find((c) => c.veloType === 'Image') ??
      others[0];
    if (!hovered) continue;
    hovers.push({ kind: 'hover', buttonId: hovered.id, targetId: target.id });
    ctx.claimed.add(target.id);
  }
  return hovers;
}
