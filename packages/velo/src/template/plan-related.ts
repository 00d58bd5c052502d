import type { SiteField } from '../structure';
import { escapeRegExp } from '../regexp';
import { collectionRead, sentencesOf } from './keywords';
import { fieldsNamedIn } from './matching';
import { referenceFieldTo } from './references';
import { camel, hasWord, itemsLabel, pascal, singularLabel, words } from './naming';
import { type PlanContext, isButton, ownDescendants } from './plan-context';
import { pagesByNumber } from './plan-lists';
import type { ListPlan, SpotlightPlan } from './plan-types';

const RELATED = /\b(?:related|similar|you (?:may|might) also like|more (?:from|like))\b/i;

/** Fields that group items, in the order a 'related products' list tries them. */
const GROUPING = ['category', 'categories', 'type', 'tags', 'tag', 'brand', 'genre', 'collection'];

/** Field types a related list can match on: one value (eq) or a tag list (hasSome). */
const MATCHABLE = ['text', 'reference', 'number', 'tags'];

/**
 * A list of the collection the page shows one item of, said to be like that item ('relatedRepeater
 * shows up to 4 related products from the same category, not the current one'): it shows the
 * items sharing that field's value, never the item itself, as many as said, and loads each time
 * the page shows another item. It takes the name RelatedProducts.
 */
export function planRelated(ctx: PlanContext, lists: ListPlan[], spot: SpotlightPlan | undefined) {
  if (!spot) return;
  const alike = lists.filter((l) => l.collection?.name === spot.collection.name);
  for (const list of lists) {
    if (list.collection?.name !== spot.collection.name || list.related) continue;
    // Named by its id, or the page's only list of these items ('a repeater of 4 related products').
    const own = new RegExp(String.raw`\b${list.id}\b`);
    const about = (s: string) => own.test(s) || (alike.length === 1 && RELATED.test(s));
    const text = sentencesOf(ctx.promptText)
      .filter((s) => about(s) && (RELATED.test(s) || sameField(s, list)))
      .join(' ');
    if (text === '') continue;
    list.related = { field: sameField(text, list) ?? groupingField(list), reference: false };
    const most =
      /\b(?:up to|at most|max(?:imum)?(?: of)?|limit(?:ed)? to|only)\s+(\d{1,2})\b/i.exec(
        text,
      )?.[1];
    const shown = /\b(\d{1,2})\s+(?:related|similar|other|more)\b/i.exec(text)?.[1];
    const size = Number(most ?? shown ?? 0);
    if (size > 0 && list.loadMore === null && !pagesByNumber(list)) list.pageSize = size;
    if (!/^Related/.test(list.name)) list.name = `Related${pascal(list.name)}`;
    // An item opened from the list shows here, where the URL names it by a query parameter; its
    // references are included as the page's own item has them.
    list.includes = [...new Set([...list.includes, ...spot.includes])];
    if (spot.urlParam?.fromEnd === null)
      list.actions = list.actions.map((a) =>
        a.kind === 'navigate' ? { kind: 'show', buttonId: a.buttonId } : a,
      );
  }
}

/**
 * A list of another collection whose items point at the item the page shows ('ingredientsRepeater
 * lists the recipe's ingredients', 'reviewsRepeater shows the reviews of this product'): it shows
 * the items whose reference field names that item, and loads each time the page shows another.
 * Before, it listed every recipe's ingredients.
 */
export function planChildren(ctx: PlanContext, lists: ListPlan[], spot: SpotlightPlan | undefined) {
  if (!spot) return;
  const one = singularLabel(spot.collection.name).toLowerCase();
  for (const list of lists) {
    const collection = list.collection;
    if (!collection || collection === spot.collection || list.related) continue;
    const field = referenceFieldTo(collection, spot.collection.name, ctx.structure);
    if (!field) continue;
    const named = [one, words(field.key).join(' ')].map((w) => w.replace(/\s+/g, '\\s+'));
    const ofShown = new RegExp(
      String.raw`\b(?:${named.join('|')})(?:'s|’s)|\b(?:this|that|the current|the shown|the same)\s+(?:${named.join('|')})\b|\b(?:its|their)\s+own\b|\b(?:${named.join('|')})\s+reference\b|\breferenc(?:ing|es?)\s+(?:the|this|that)\s+(?:${named.join('|')})\b`,
      'i',
    );
    // The list by its id, or by its items when no other list has them ('Show the reviews for
    // this product').
    const alone = lists.filter((l) => l.collection === collection).length === 1;
    const items = escapeRegExp(itemsLabel(collection.name)).replace(/\s+/g, '\\s+');
    const own = new RegExp(String.raw`\b${list.id}\b${alone ? `|\\b${items}\\b` : ''}`, 'i');
    if (!sentencesOf(ctx.promptText).some((s) => own.test(s) && ofShown.test(s))) continue;
    list.related = { field, reference: true };
  }
}

function matchable(list: ListPlan): SiteField[] {
  return (list.collection?.fields ?? []).filter((f) => MATCHABLE.includes(f.type));
}

/** The field the text says the items share: 'the same category', 'similar by brand'. */
function sameField(text: string, list: ListPlan): SiteField | null {
  const said = /\b(?:same|(?:related|similar)\s+(?:by|in))\s+([a-z][\w ]{0,30})/i.exec(text)?.[1];
  const collection = list.collection;
  if (!said || !collection) return null;
  return fieldsNamedIn(said, { ...collection, fields: matchable(list) })[0] ?? null;
}

/** 'Related products' without a field: the one that groups them, if any (category, tags, …). */
function groupingField(list: ListPlan): SiteField | null {
  const fields = matchable(list);
  for (const word of GROUPING) {
    const field = fields.find((f) => hasWord(f.key, [word]));
    if (field) return field;
  }
  return null;
}

/**
 * A list of the items pointing at the item clicked in another list ('When a course is clicked
 * (viewLessonsButton), show its Lessons in lessonsRepeater'): the button loads them, by the
 * reference field, into that list, which shows none until then. Before, the button opened an
 * item page that did not exist and every lesson was listed.
 */
export function planListChildren(ctx: PlanContext, lists: ListPlan[]) {
  for (const child of lists) {
    const collection = child.collection;
    if (!collection || child.related) continue;
    for (const parent of lists) {
      const parentName = parent.collection?.name;
      if (!parentName || parent === child || parentName === collection.name) continue;
      const field = referenceFieldTo(collection, parentName, ctx.structure);
      if (!field) continue;
      const buttons = ownDescendants(ctx.structure, parent.id).filter(isButton);
      const named = (s: string, id: string) => new RegExp(String.raw`\b${id}\b`).test(s);
      const sentence = sentencesOf(ctx.promptText).find(
        (s) =>
          named(s, child.id) &&
          /\b(?:click|clicks|clicked|clicking|tap|taps|tapped|select|selects|selected|choose|chooses|chosen)\b/i.test(
            s,
          ) &&
          /\b(?:its|their|that \w+'s|the \w+'s|of that|for that)\b/i.test(s),
      );
      const button = sentence ? buttons.find((b) => named(sentence, b.id)) : undefined;
      // 'When they select a row in myJobsTable, applicationsRepeater shows the Applications for
      // that job only': the table's row click.
      const row = parent.kind === 'table' && sentence !== undefined && named(sentence, parent.id);
      if (!sentence || (!button && !row)) continue;
      const key = `${camel(field.key)}Id`;
      child.related = { field, reference: true, from: parent.id };
      const children = { kind: 'children', listId: child.id, listName: child.name, key } as const;
      if (button) {
        parent.actions = [
          ...parent.actions.filter((a) => a.buttonId !== button.id),
          { ...children, buttonId: button.id },
        ];
        ctx.claimed.add(button.id);
      } else parent.rowAction = children;
      // Of a parent each member reads only their own ('the jobs this employer posted'): the
      // web method reads the children through the member's own parents, whatever id is asked.
      if (
        collectionRead(ctx.prompt, parentName) === 'owner' &&
        !child.ownedThrough &&
        parent.collection
      )
        child.ownedThrough = { parent: parent.collection, field };
      break;
    }
  }
}
