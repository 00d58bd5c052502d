import type { SiteElement } from '../structure';
import { words } from './naming';
import type { PlanContext } from './plan-context';
import type { ListStates } from './plan-types';

/**
 * A list inside a multi-state box switches its states while it loads: 'loading', then 'results'
 * or 'empty'. The structure does not declare the states, so their ids come from the prompt
 * ('the "loading" state') or from boxes declared inside the multi-state box, by what they say.
 */
export function planStates(ctx: PlanContext, list: SiteElement): ListStates | null {
  const box = enclosingStateBox(ctx, list);
  if (!box) return null;
  const named = [...stateIdsInPrompt(ctx.promptText), ...declaredStates(ctx, box.id, list.id)];
  const ids = [...new Set(named)];
  const loading = ids.find((id) => hasAny(id, LOADING)) ?? null;
  const empty = ids.find((id) => hasAny(id, EMPTY)) ?? null;
  const others = ids.filter((id) => id !== loading && id !== empty);
  const results = others.find((id) => hasAny(id, RESULTS)) ?? others[0] ?? null;
  if (!results) return null;
  ctx.claimed.add(box.id);
  return { boxId: box.id, loading, results, empty };
}

const LOADING = ['loading', 'loader', 'spinner', 'wait', 'waiting', 'pending'];
const EMPTY = ['empty', 'none', 'nothing', 'no'];
const RESULTS = [
  'results',
  'result',
  'list',
  'loaded',
  'content',
  'items',
  'data',
  'main',
  'ready',
];

function hasAny(id: string, list: string[]): boolean {
  return words(id).some((w) => list.includes(w));
}

function enclosingStateBox(ctx: PlanContext, element: SiteElement): SiteElement | null {
  let parentId = element.parentId;
  while (parentId) {
    const parent = ctx.structure.byId.get(parentId);
    if (!parent) return null;
    if (parent.veloType === 'MultiStateBox') return parent;
    parentId = parent.parentId;
  }
  return null;
}

/** 'the "loading" state', "state called 'empty'" → loading, empty. */
function stateIdsInPrompt(prompt: string): string[] {
  const quoted =
    /["“'‘]([A-Za-z][\w-]{0,30})["”'’]\s+state\b|\bstate\s+(?:called|named)?\s*["“'‘]([A-Za-z][\w-]{0,30})["”'’]/gi;
  return [...prompt.matchAll(quoted)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

/** Boxes declared directly inside the multi-state box (its states), except the list's own branch. */
function declaredStates(ctx: PlanContext, boxId: string, listId: string): string[] {
  const inBox = ctx.structure.elements.filter((e) => e.parentId === boxId);
  return inBox
    .filter((e) => e.veloType === 'Box' || e.customType === 'State')
    .map((e) => e.id)
    .filter((id) => id !== listId);
}
