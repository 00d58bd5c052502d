import type { SiteCollection, SiteField } from '../structure';
import { type Access, readPrompt } from './keywords';
import { keyWords, nameScore, pascal, singular, words } from './naming';
import type { PlanContext } from './plan-context';
import type { PromptFunction } from './plan-types';

/**
 * Backend functions the prompt names — 'updateStock(productId, stock) sets a product's stock,
 * admins only', 'getTopProducts returns the 10 most expensive products' — each written as the web
 * method it describes: a read, an insert, an update or a removal of one declared collection,
 * with its own access when its sentence says so. Names the page's own functions already use are
 * left to them.
 */

const KIND_OF: Record<string, PromptFunction['kind']> = {
  get: 'read',
  list: 'read',
  find: 'read',
  fetch: 'read',
  search: 'read',
  create: 'create',
  add: 'create',
  insert: 'create',
  update: 'update',
  set: 'update',
  change: 'update',
  edit: 'update',
  mark: 'update',
  delete: 'remove',
  remove: 'remove',
};

/**
 * A function as a prompt names one: called ('updateStock(productId, stock)') or described by the
 * next word ('getTopProducts returns …'). 'an addToCart button' or 'use setTimeout' are not.
 */
const NAMED = new RegExp(
  String.raw`\b((?:${Object.keys(KIND_OF).join('|')})[A-Z][A-Za-z0-9]{1,40})(?:\s*\(([^)]*)\)|(?=\s+(?:returns|return|lists|gets|finds|fetches|searches|adds|creates|inserts|saves|updates|sets|changes|edits|marks|deletes|removes)\b))`,
  'g',
);

/**
 * The prompt without the sentences that name functions of their own: what it says about the page
 * itself. A sentence naming a page list's reader ('getOrders(status): list the orders …') stays.
 */
export function withoutFunctionSentences(
  prompt: string,
  collectionNames: readonly string[],
): string {
  const readers = new Set(collectionNames.map((n) => `get${pascal(n.split('/').pop() ?? n)}`));
  return prompt
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter(
      (s) => ![...s.matchAll(new RegExp(NAMED.source, 'g'))].some((m) => !readers.has(m[1] ?? '')),
    )
    .join(' ');
}

const ELEMENT_NAME =
  /(?:Button|Btn|Input|Text|Txt|Repeater|Table|Gallery|Box|Dropdown|Checkbox|Slider|Image|Img|Container|Section|Form|Dataset|Picker|Switch)\d*$/;

export function planPromptFunctions(
  ctx: PlanContext,
  taken: Set<string>,
  writesBackend: boolean,
): PromptFunction[] {
  if (!writesBackend) return [];
  const sentences = ctx.promptText.split(/(?<=[.!?;])\s+|\n+/);
  // Access words in a function's own sentence are that function's ('updateStock …, admins
  // only'); the other functions take what the rest of the prompt says (plan.ts reads the
  // page's access the same way).
  const base = readPrompt(
    withoutFunctionSentences(
      ctx.promptText,
      ctx.structure.collections.map((c) => c.name),
    ),
    ctx.structure.collections.map((c) => c.name),
  ).access;
  const found = new Map<string, PromptFunction>();
  for (const sentence of sentences) {
    for (const match of sentence.matchAll(NAMED)) {
      const name = match[1] ?? '';
      // 'the addToCartButton adds …' names an element, not a function.
      if (
        found.has(name) ||
        taken.has(name) ||
        ctx.structure.byId.has(name) ||
        ELEMENT_NAME.test(name)
      )
        continue;
      const verb = words(name)[0]?.toLowerCase() ?? '';
      const kind = KIND_OF[verb];
      // A called function ('updateStock(productId, stock)') of a one-collection site is about it.
      const only =
        ctx.structure.collections.length === 1 ? ctx.structure.collections[0] : undefined;
      const collection =
        collectionOf(ctx, name) ?? (match[2] !== undefined ? (only ?? null) : null);
      if (!kind || !collection) continue;
      const params = (match[2] ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[A-Za-z_$][\w$]*$/.test(p));
      // A member's own items ('getMyOrders', 'their orders') need an owner filter this writer
      // does not add: left out rather than written open.
      if (
        /\b(?:my|own|their|his or her)\b|'s own/i.test(sentence) ||
        /^(?:get|list|find)My/.test(name)
      )
        continue;
      const fn = describe(sentence, name, kind, collection, params, base);
      // Every parameter must say what it does: one the writer cannot use would be ignored.
      const used = fn.fields.length + (fn.idParam ? 1 : 0);
      const changes = fn.kind === 'update' || fn.kind === 'create';
      const needsId = fn.kind === 'update' || fn.kind === 'remove';
      if (
        used < params.length ||
        (changes && fn.fields.length === 0) ||
        (needsId && !params.includes(fn.idParam ?? ''))
      )
        continue;
      found.set(name, fn);
    }
  }
  return [...found.values()];
}

/** The declared collection the function's name names best, or null when it names none. */
function collectionOf(ctx: PlanContext, name: string): SiteCollection | null {
  const { collections } = ctx.structure;
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of collections) {
    const score = nameScore(name, c.name);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  // Only a collection the name names: 'getCartTotal' is not about the only collection there is.
  return best;
}

function describe(
  sentence: string,
  name: string,
  kind: PromptFunction['kind'],
  collection: SiteCollection,
  params: string[],
  base: { read: Access; write: Access },
): PromptFunction {
  const s = sentence.toLowerCase();
  const fieldFor = (param: string) =>
    collection.fields.find((f) => f.key === param) ??
    collection.fields.find((f) => keyWords(f.key).join() === keyWords(param).join()) ??
    null;
  const idParam =
    kind === 'update' || kind === 'remove'
      ? (params.find((p) => /(?:^id|Id)$/.test(p)) ?? params[0] ?? 'itemId')
      : null;
  const fields = params
    .filter((p) => p !== idParam)
    .flatMap((p) => {
      const field = fieldFor(p);
      return field ? [{ param: p, field }] : [];
    });
  return {
    name,
    kind,
    collection,
    idParam,
    fields,
    // Changing data is for admins unless the sentence gives it to others.
    access: sentenceAccess(s) ?? (kind === 'read' ? base.read : 'admin'),
    ...readShape(s, collection),
  };
}

/** 'admins only' / 'members only' in the function's own sentence. */
function sentenceAccess(s: string): Access | null {
  if (/\badmin(?:istrator)?s?\b|\bsite owners?\b/.test(s)) return 'admin';
  if (/\bmembers?\b|\b(?:logged|signed)[- ]in\b/.test(s)) return 'members';
  return null;
}

/** How many and in what order a read returns: 'the 10 most expensive products'. */
function readShape(s: string, collection: SiteCollection): Pick<PromptFunction, 'limit' | 'sort'> {
  const count =
    /\b(\d{1,3})\b(?!\s*(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|%|characters?))/.exec(
      s,
    );
  const limit = count ? Math.min(1000, Math.max(1, Number(count[1]))) : 50;
  const desc = /\b(?:most|highest|top|largest|biggest|newest|latest|recent)\b/.test(s);
  const asc = /\b(?:least|lowest|cheapest|smallest|oldest|earliest)\b/.test(s);
  const priced = /\b(?:expensive|cheapest|price|priced|cost)\b/.test(s);
  const sayWords = new Set(keyWords(s).map(singular));
  const named: SiteField | undefined =
    collection.fields.find((f) => f.type === 'number' && priced && hasPriceWord(f.key)) ??
    collection.fields.find(
      (f) =>
        ['number', 'date', 'text'].includes(f.type) &&
        keyWords(f.key).every((w) => sayWords.has(w)),
    );
  if (named && (desc || asc))
    return { limit, sort: { field: named.key, order: asc ? 'asc' : 'desc' } };
  return { limit, sort: { field: '_createdDate', order: desc || !asc ? 'desc' : 'asc' } };
}

function hasPriceWord(key: string): boolean {
  return keyWords(key).some((w) => ['price', 'cost', 'amount', 'fee'].includes(w));
}
