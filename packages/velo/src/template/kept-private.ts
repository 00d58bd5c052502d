import { formChoicesAccess } from './access-order';
import { roleReads, roleSaves } from './access-role';
import { collectionRead, sentencesOf } from './keywords';
import { words } from './naming';
import type { FixedCondition, ListPlan, Plan, PromptFunction } from './plan-types';

/**
 * What a web method keeps from visitors when only lists read a collection for the page: fields
 * the prompt says never to show ('never the artist emails', a table's hidden columns), and the
 * rows visitors send that the lists leave out (submissions saved 'Pending', shown when
 * 'Approved'). The web methods read it with suppressAuth and send only what the lists show, so
 * the collection itself can stay admins-only.
 */
export interface KeptPrivate {
  fields: string[];
  /** The lists' conditions that leave out what visitors send: status = 'Approved'. */
  rows: FixedCondition[];
  /** 'Only members with the Teacher role can see the submissions': they alone are sent any. */
  role?: string;
}

/** Null when anything else reads the collection (a summary, a spotlight …) or the page itself does. */
export function keptPrivate(plan: Plan, collection: string): KeptPrivate | null {
  // An admins' list reads as an admin, whatever the others keep from visitors.
  const lists = plan.lists.filter((l) => l.collection?.name === collection && !l.adminOnly);
  const role = plan.prompt.access.role;
  // Lists only members with the prompt's role read: every item is kept from the others.
  const roleOnly =
    roleReads(role, collection) &&
    collectionRead(plan.prompt, collection) === 'members' &&
    lists.every((l) => !l.ownedThrough);
  const readElsewhere =
    plan.dataAccess !== 'backend' ||
    plan.prompt.access.read === 'admin' ||
    lists.length === 0 ||
    (!roleOnly &&
      lists.some(
        (l) =>
          l.privateFields.length === 0 &&
          sentRowsLeftOut(plan, l).length === 0 &&
          neverSeen(plan, l).length === 0,
      )) ||
    plan.spotlights.some((s) => s.collection.name === collection) ||
    // A form adding items reads none back; a member editing their own reads theirs.
    plan.forms.some((f) => f.collection?.name === collection && f.editsOwn) ||
    // A summary's figures (a slider's range, an average) read it with suppressAuth too.
    plan.embeds.some((e) => e.data?.collection.name === collection) ||
    // An item's own change ('markSoldButton' on the seller's ads) reads it with suppressAuth.
    plan.promptFunctions.some((f) => f.collection.name === collection && !changesAnItem(f, plan)) ||
    formChoicesAccess(plan, collection) !== null ||
    plan.lists.some((l) => l.includes.length > 0 && l.collection?.name !== collection);
  if (readElsewhere) return null;
  const rows = lists.flatMap((l) => [...sentRowsLeftOut(plan, l), ...neverSeen(plan, l)]);
  return {
    fields: [...new Set(lists.flatMap((l) => l.privateFields))],
    rows,
    ...(roleOnly && role ? { role: role.title } : {}),
  };
}

/** An update or removal of one item by its id, for its author or admins alone. */
export function changesAnItem(fn: PromptFunction, plan: Plan): boolean {
  return (
    (fn.kind === 'update' || fn.kind === 'remove') &&
    fn.idParam !== null &&
    (fn.ownItem === true || fn.access === 'admin' || roleChange(plan, fn))
  );
}

/**
 * An item change only the prompt's role may make ('startBtn sets status …' on a page for members
 * with the Staff role): its web method checks the role, then saves with suppressAuth, so the
 * collection stays admins-only. Before, any member could change the items from the browser.
 */
export function roleChange(plan: Plan, fn: PromptFunction): boolean {
  const ids = plan.lists.flatMap((l) => [
    ...l.actions.flatMap((a) => ('fn' in a && a.fn.name === fn.name ? [a.buttonId] : [])),
    ...l.edits.flatMap((e) => (e.fn.name === fn.name ? [e.elementId, e.saveButtonId ?? null] : [])),
  ]);
  return (
    fn.access !== 'anyone' &&
    !fn.ownItem &&
    roleSaves(plan.prompt.access.role, ids, fn.collection.name)
  );
}

/** 'Drafts must never reach the browser': the items a list's conditions leave out stay unread. */
const NEVER_SEEN =
  /\b(?:must|should|may)\s+never\s+(?:reach|get\s+to|be\s+(?:sent|seen|visible|shown|public|exposed))\b|\bnever\s+(?:reach|reaches|leave|leaves)\s+the\s+(?:browser|page|server)\b/i;

/** The list's written conditions when the prompt says the items they leave out are never seen. */
function neverSeen(plan: Plan, list: ListPlan): FixedCondition[] {
  if (
    !sentencesOf(plan.request.prompt).some((s) => NEVER_SEEN.test(s) && !fieldSaid(plan, list, s))
  )
    return [];
  return list.fixed.filter((c) => c.op === 'eq' || c.op === 'ne');
}

/** Whether the sentence names a field of the list's collection: then it keeps that field private. */
function fieldSaid(plan: Plan, list: ListPlan, sentence: string): boolean {
  return (list.collection?.fields ?? []).some((f) =>
    new RegExp(String.raw`\b${words(f.key).join('\\s*')}s?\b`, 'i').test(sentence),
  );
}

/**
 * The list's conditions a form's new item does not meet: the form saves status 'Pending' (or
 * leaves approved empty) and the list shows status 'Approved' (approved = true). What visitors
 * send waits there, unseen, until an admin changes it.
 */
export function sentRowsLeftOut(plan: Plan, list: ListPlan): FixedCondition[] {
  const forms = plan.forms.filter((f) => f.collection && f.collection === list.collection);
  return list.fixed.filter(
    (c) =>
      c.op === 'eq' &&
      forms.some(
        (f) =>
          !f.inputs.some((i) => i.field?.key === c.field) &&
          f.fixedValues.find((v) => v.field.key === c.field)?.literal !== c.value,
      ),
  );
}

/** '`salary` stays private', '`salary` and `ssn` stay private'. */
export function staysPrivate(fields: string[]): string {
  return `${fieldNames(fields)} ${fields.length === 1 ? 'stays' : 'stay'} private`;
}

/** Field keys as the setup names them: '`salary` and `ssn`'. */
export function fieldNames(fields: string[]): string {
  return fields.map((k) => `\`${k}\``).join(' and ');
}

/**
 * What the web module sends of such a collection, as the setup and its comment say it: "the
 * items whose `status` is 'Approved', so the others stay private".
 */
export function sentOnly(kept: KeptPrivate, table: boolean): string {
  const rows = kept.rows.map((c) => `\`${c.field}\` is ${c.value}`).join(' and ');
  const items = rows ? `the items whose ${rows}` : 'the items';
  const what = table ? `the table's columns${rows ? ` of ${items}` : ''}` : items;
  const without =
    !table && kept.fields.length > 0 ? ` without their ${fieldNames(kept.fields)}` : '';
  const stays =
    rows && kept.fields.length > 0
      ? `the others and ${fieldNames(kept.fields)} stay private`
      : rows
        ? 'the others stay private'
        : staysPrivate(kept.fields);
  if (kept.role && !rows && kept.fields.length === 0)
    return `${what}, to members with the ${kept.role} member role alone`;
  return `${what}${without}${kept.role ? ` to members with the ${kept.role} member role alone` : ''}, so ${stays}`;
}
