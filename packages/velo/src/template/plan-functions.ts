import type { SiteCollection, SiteField } from '../structure';
import { type Access, readPrompt } from './keywords';
import { keyWords, nameScore, singular, words } from './naming';
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

const NAMED = new RegExp(
  String.raw`\b((?:${Object.keys(KIND_OF).join('|')})[A-Z][A-Za-z0-9]{1,40})\b(?:\s*\(([^)]*)\))?`,
  'g',
);

const ELEMENT_NAME =
  /(?:Button|Btn|Input|Text|Txt|Repeater|Table|Gallery|Box|Dropdown|Checkbox|Slider|Image|Img|Container|Section|Form|Dataset|Picker|Switch)\d*$/;

export function planPromptFunctions(ctx: PlanContext, taken: Set<string>): PromptFunction[] {
  const sentences = ctx.promptText.split(/(?<=[.!?;])\s+|\n+/);
  // Access words in a function's own sentence are that function's ('updateStock …, admins
  // only'); the other functions take what the rest of the prompt says.
  const general = sentences.filter((s) => !new RegExp(NAMED.source).test(s)).join(' ');
  const base = readPrompt(
    general,
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
      const collection = collectionOf(ctx, name);
      if (!kind || !collection) continue;
      const params = (match[2] ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[A-Za-z_$][\w$]*$/.test(p));
      found.set(name, describe(sentence, name, kind, collection, params, base));
    }
  }
  return [...found.values()];
}

/** The declared collection the function's name names best ('updateStock' of Products: the only one). */
function collectionOf(ctx: PlanContext, name: string): SiteCollection | null {
  const { collections } = ctx.structure;
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of collections) {
    const score = nameScore(name, c.name);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best ?? (collections.length === 1 ? (collections[0] ?? null) : null);
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
    access: sentenceAccess(s) ?? (kind === 'read' ? base.read : base.write),
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
  const count = /\b(\d{1,3})\b/.exec(s);
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
