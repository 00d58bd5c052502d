import { TODAY } from './plan-fixed-conditions';
import { CALLERS } from './access-names';
import { formChoicesAccess } from './access-order';
import { keptPrivate } from './kept-private';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import type { Access } from './keywords';
import { pascal, str } from './naming';
import type { FixedCondition, ListPlan, LoadedOptions, Plan } from './plan-types';

/** A collection's items as choices: labelled by `labelField`, valued by `_id` or a field. */
export function itemChoices(
  collection: string,
  labelField: string,
  valueField = '_id',
): Extract<LoadedOptions, { kind: 'collection' }> {
  return {
    kind: 'collection',
    collection,
    labelField,
    valueField,
    fnName: `get${pascal(collection)}Options`,
  };
}

/**
 * The awaited lookup behind a dropdown's options and the expression turning its `result` into
 * `{ label, value }` options.
 */
export function optionsLookup(
  source: LoadedOptions,
  /** The rows a list of an admins-only collection shows (kept-private.ts), read with suppressAuth. */
  kept: FixedCondition[] | null = null,
  /** The rows the list the choices filter shows (listedRows), read as the caller. */
  listed: FixedCondition[] = [],
): { fetch: string; map: string } {
  // The member's own items: `member` is read just before (ownedBy).
  const own =
    source.kind === 'collection' && source.ownedBy
      ? `.eq(${str(source.ownedBy)}, member ? member._id : '')`
      : '';
  const where = (kept ?? listed).map((r) => `.${r.op}(${str(r.field)}, ${r.value})`).join('') + own;
  const query = `wixData.query(${str(source.collection)})${where}`;
  const auth = kept ? '{ suppressAuth: true }' : '';
  const distinct = (field: string) =>
    `${query}.limit(1000).distinct(${str(field)}${auth ? `, ${auth}` : ''})`;
  switch (source.kind) {
    case 'months':
      // The dates as they are: the page reads their months on the visitor's calendar.
      return { fetch: distinct(source.field), map: 'result.items' };
    case 'distinct':
      return {
        fetch: distinct(source.field),
        map: `result.items.filter((value) => value !== null && value !== undefined && value !== '').map((value) => ({ label: String(value), value: String(value) }))`,
      };
    case 'tags':
      return {
        fetch: `${query}.limit(1000).find(${auth})`,
        map: `[...new Set(result.items.flatMap((item) => item.${source.field} || []))].sort().map((tag) => ({ label: String(tag), value: String(tag) }))`,
      };
    case 'collection':
      return {
        fetch: `${query}.ascending(${str(source.labelField)}).limit(1000).find(${auth})`,
        map: `result.items.map((item) => ({ label: String(item.${source.labelField} ?? ''), value: String(item.${source.valueField} ?? '')${(source.shows ?? []).map((f) => `, ${f}: item.${f} ?? null`).join('')} }))`,
      };
  }
}

/**
 * The conditions the choices of a list's filter keep to: the list's own ('Only show walkers where
 * active = true'), so no choice offers only items the list never shows.
 */
export function listedRows(plan: Plan, source: LoadedOptions): FixedCondition[] {
  if (source.kind === 'collection')
    return source.offered ?? offeredRows(plan.lists, source.collection);
  if (source.kind !== 'distinct' && source.kind !== 'tags' && source.kind !== 'months') return [];
  const list = plan.lists.find((l) =>
    l.filters.some((f) => f.options?.kind === source.kind && f.options.fnName === source.fnName),
  );
  return list?.collection?.name === source.collection ? list.fixed : [];
}

/** The rows a form's choices from a collection keep to: what its lists show, from today on. */
export function offeredRows(lists: ListPlan[], collection: string): FixedCondition[] {
  return [...sharedRows(lists, collection), ...upcomingOnly(lists, collection)];
}

/**
 * 'Anyone can see open Jobs in jobsRepeater' beside 'pick the job in jobDropdown': the choices
 * are the items every list of them shows (a closed job is not applied for).
 */
function sharedRows(lists: ListPlan[], collection: string): FixedCondition[] {
  const [first, ...others] = lists.filter((l) => l.collection?.name === collection && !l.adminOnly);
  const same = (a: FixedCondition, b: FixedCondition) =>
    a.field === b.field && a.op === b.op && a.value === b.value;
  return (first?.fixed ?? []).filter((row) =>
    others.every((l) => l.fixed.some((r) => same(r, row))),
  );
}

/**
 * 'The shiftsRepeater lists shifts where shiftDate is today or later' beside 'pick a shift from
 * shiftDropdown': the choices are the upcoming ones too, with no window the visitor can turn round.
 */
function upcomingOnly(lists: ListPlan[], collection: string): FixedCondition[] {
  const window = lists.find(
    (l) =>
      l.collection?.name === collection &&
      l.dateWindow?.from?.offset === 0 &&
      l.dateWindow.from.unit === 'day' &&
      !l.dateWindow.to &&
      !l.dateWindow.flip,
  )?.dateWindow;
  return window ? [{ field: window.field, op: 'ge', value: TODAY }] : [];
}

/** The web method that sends a dropdown's choices, as `optionsLookup` reads them. */
export function writeOptionsFunction(
  fns: CodeWriter,
  plan: Plan,
  source: LoadedOptions,
  read: Access,
  exported: Exported,
): void {
  // A form's choices from another collection are for whoever may send the form.
  const formChoices = plan.forms.some((f) =>
    f.inputs.some((i) => i.options?.kind !== 'fixed' && i.options?.fnName === source.fnName),
  );
  const owned = source.kind === 'collection' && source.ownedBy !== undefined;
  const sendable =
    (formChoices && source.kind === 'collection'
      ? formChoicesAccess(plan, source.collection)
      : null) ?? read;
  // Each member's own items are choices for members alone.
  const readers = owned && sendable === 'anyone' ? 'members' : sendable;
  fns.comment(
    `Choices for a dropdown, read from ${source.collection}; ${CALLERS[readers]} may read them.`,
  );
  // Read from a collection kept for admins (kept-private.ts): only the rows its lists show.
  const kept = keptPrivate(plan, source.collection);
  const listed = listedRows(plan, source).filter(
    (r) => !kept?.rows.some((k) => k.field === r.field && k.op === r.op),
  );
  const { fetch, map } = optionsLookup(source, kept ? [...kept.rows, ...listed] : null, listed);
  exported(source.fnName, '', readers, () => {
    fns.tryCatch(
      () => {
        if (kept)
          fns.comment(
            'suppressAuth: the collection is for admins only; these are the rows its list shows.',
          );
        if (owned) fns.line('const member = await currentMember.getMember();');
        fns.line(`const result = await ${fetch};`);
        fns.line(`return ${map};`);
      },
      () => {
        fns.line(`console.error(${str(`${source.fnName} failed`)}, error);`);
        fns.line(
          `throw new Error(${str(`The ${source.collection} choices could not be loaded.`)});`,
        );
      },
    );
  });
}
