import { CALLERS } from './access';
import { formChoicesAccess } from './access-order';
import { keptPrivate } from './kept-private';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import type { Access } from './keywords';
import { pascal, str } from './naming';
import type { LoadedOptions, Plan } from './plan-types';

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
export function optionsLookup(source: LoadedOptions): { fetch: string; map: string } {
  const c = str(source.collection);
  switch (source.kind) {
    case 'months':
      // The dates as they are: the page reads their months on the visitor's calendar.
      return {
        fetch: `wixData.query(${c}).limit(1000).distinct(${str(source.field)})`,
        map: 'result.items',
      };
    case 'distinct':
      return {
        fetch: `wixData.query(${c}).limit(1000).distinct(${str(source.field)})`,
        map: `result.items.filter((value) => value !== null && value !== undefined && value !== '').map((value) => ({ label: String(value), value: String(value) }))`,
      };
    case 'tags':
      return {
        fetch: `wixData.query(${c}).limit(1000).find()`,
        map: `[...new Set(result.items.flatMap((item) => item.${source.field} || []))].sort().map((tag) => ({ label: String(tag), value: String(tag) }))`,
      };
    case 'collection':
      return {
        fetch: `wixData.query(${c}).ascending(${str(source.labelField)}).limit(1000).find()`,
        map: `result.items.map((item) => ({ label: String(item.${source.labelField} ?? ''), value: String(item.${source.valueField} ?? '')${(source.shows ?? []).map((f) => `, ${f}: item.${f} ?? null`).join('')} }))`,
      };
  }
}

/** The web method that sends a dropdown's choices, as `optionsLookup` reads them. */
export function writeOptionsFunction(
  fns: CodeWriter,
  plan: Plan,
  source: LoadedOptions,
  read: Access,
  exported: Exported,
): void {
  const lookup = optionsLookup(source);
  // A form's choices from another collection are for whoever may send the form.
  const formChoices = plan.forms.some((f) =>
    f.inputs.some((i) => i.options?.kind !== 'fixed' && i.options?.fnName === source.fnName),
  );
  const readers =
    (formChoices && source.kind === 'collection'
      ? formChoicesAccess(plan, source.collection)
      : null) ?? read;
  fns.comment(
    `Choices for a dropdown, read from ${source.collection}; ${CALLERS[readers]} may read them.`,
  );
  // Read from a collection kept for admins (kept-private.ts): only the rows its lists show.
  const kept = keptPrivate(plan, source.collection);
  const query = `wixData.query(${str(source.collection)})`;
  const fetch = kept
    ? lookup.fetch
        .replace(
          query,
          `${query}${kept.rows.map((r) => `.${r.op}(${str(r.field)}, ${r.value})`).join('')}`,
        )
        .replace(
          /\((['\w]*)\)$/,
          (_, arg: string) => `(${arg ? `${arg}, ` : ''}{ suppressAuth: true })`,
        )
    : lookup.fetch;
  exported(source.fnName, '', readers, () => {
    fns.tryCatch(
      () => {
        if (kept)
          fns.comment(
            'suppressAuth: the collection is for admins only; these are the rows its list shows.',
          );
        fns.line(`const result = await ${fetch};`);
        fns.line(`return ${lookup.map};`);
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
