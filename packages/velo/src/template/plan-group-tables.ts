import type { SiteCollection, SiteField } from '../structure';
import { collectionRead, sentenceNaming } from './keywords';
import { type FigureOp, FIGURE_NAME, figureBefore } from './figure-words';
import { fieldsNamedIn } from './matching';
import { camel, humanize, itemsLabel, keyWords, pascal, nounForms } from './naming';
import { type PlanContext, pageLevel } from './plan-context';

/**
 * A table of figures per value of a field ('statusTable shows one row per status with the number
 * of orders and their total amount'): one wixData.aggregate grouped by that field, each row a
 * value and its figures, rather than the items themselves.
 */
export interface GroupTablePlan {
  tableId: string;
  collection: SiteCollection;
  /** The field each row is one value of. */
  by: SiteField;
  figures: GroupFigure[];
  /** PascalCase base: loadOrdersByStatus, getOrdersByStatus. */
  name: string;
}

export interface GroupFigure {
  op: 'count' | FigureOp;
  /** The number field it is over; null for a count of the items. */
  field: SiteField | null;
  /** Its key in each row and its column id: count, totalAmount. */
  as: string;
  label: string;
}

/** 'one row per status', 'grouped by category', 'orders per status', 'for each city'. */
const GROUPING =
  /\b(?:one row (?:per|for each)|a row (?:per|for each)|grouped by|group(?:ed|s)? (?:them )?by|broken down by|per|for each)\s+(?:the\s+|their\s+|its\s+)?([a-z][a-z ]{0,30})/gi;

const COUNT = /\b(?:number of|how many|count)\b/i;

export function planGroupTables(ctx: PlanContext): GroupTablePlan[] {
  const plans: GroupTablePlan[] = [];
  const tables = pageLevel(ctx.structure).filter(
    (e) => e.type === 'table' && !ctx.claimed.has(e.id),
  );
  for (const table of tables) {
    const sentence = sentenceNaming(ctx.promptText, table.id);
    const plan = sentence ? groupTableOf(ctx, table.id, sentence) : null;
    if (!plan) continue;
    plans.push(plan);
    ctx.claimed.add(table.id);
  }
  return plans;
}

function groupTableOf(ctx: PlanContext, tableId: string, sentence: string): GroupTablePlan | null {
  const named = ctx.structure.collections.filter((c) =>
    new RegExp(String.raw`\b(?:${nounForms(c.name).join('|')})\b`, 'i').test(sentence),
  );
  const collections = named.length > 0 ? named : ctx.structure.collections;
  for (const collection of collections) {
    // Figures over everyone's items would show a member what 'their own items' hides.
    if (collectionRead(ctx.prompt, collection.name) === 'owner') continue;
    const by = groupField(sentence, collection);
    if (!by) continue;
    const figures = figuresOf(sentence, collection, by);
    if (figures.length === 0) continue;
    const items = pascal(collection.name.split('/').pop() ?? collection.name);
    return { tableId, collection, by, figures, name: `${items}By${pascal(by.key)}` };
  }
  return null;
}

/** The field after a grouping phrase that is not a number: 'per status' → status. */
function groupField(sentence: string, collection: SiteCollection): SiteField | null {
  for (const match of sentence.matchAll(GROUPING)) {
    const field = fieldsNamedIn(match[1] ?? '', collection).find(
      (f) => f.type !== 'number' && keyWords(match[1] ?? '')[0] === keyWords(f.key)[0],
    );
    if (field) return field;
  }
  return null;
}

/** A count when the sentence asks how many; a figure for each number field an op word precedes. */
function figuresOf(sentence: string, collection: SiteCollection, by: SiteField): GroupFigure[] {
  const items = itemsLabel(collection.name);
  const figures: GroupFigure[] = COUNT.test(sentence)
    ? [{ op: 'count', field: null, as: 'count', label: `Number of ${items}` }]
    : [];
  for (const field of collection.fields) {
    if (field.type !== 'number' || field === by) continue;
    const at = sentence.search(new RegExp(String.raw`\b${keyWords(field.key).join('\\s+')}`, 'i'));
    if (at < 0) continue;
    const before = sentence.slice(Math.max(0, at - 30), at);
    const op = figureBefore(before);
    if (!op) continue;
    const as = camel(`${FIGURE_NAME[op]} ${humanize(field.key)}`);
    figures.push({ op, field, as, label: humanize(as) });
  }
  return figures;
}
