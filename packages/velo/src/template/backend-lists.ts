import { CALLERS } from './access-names';
import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import { writeListItems } from './backend-list-items';
import type { CodeWriter } from './code';
import { type KeptPrivate, sentOnly } from './kept-private';
import type { Access } from './keywords';
import { itemsLabel, str } from './naming';
import { TABLE_ROWS } from './plan-sorting';
import {
  type QuerySpec,
  constName,
  fetchFn,
  queryFn,
  takesQueryOptions,
  windowFn,
  windowSlack,
} from './queries';
import { isNumberFilter } from './query-filters';
import { JOINED_FILTER, joinedIdsLines } from './list-joined-items';
import { ownedParentLines, ownedThroughFilter } from './list-owned-through';

/**
 * A list's web method: its filters and sort checked, one page of items read (a member's own by
 * their id in `_owner` or a declared member id field), and only what the page shows sent back
 * (backend-list-items.ts).
 */

export function writeListFunction(
  fns: CodeWriter,
  consts: CodeWriter,
  spec: QuerySpec,
  helpers: Set<ArgHelper>,
  exported: Exported,
  access: Access,
  /** Read with suppressAuth: what it keeps private, or why the collection is admins-only. */
  kept: KeptPrivate | string | null,
  membersOnly: string[],
  /** The field a member's own items are found by, in 'owner' access (or the parents', owned through). */
  ownerKey: string,
): void {
  const name = fetchFn(spec);
  const ownItems = access === 'owner';
  const takesFilters = takesQueryOptions(spec);
  helpers.add('objectArg').add('pageArg');
  if (spec.sortFields.length > 0) {
    helpers.add('choiceArg');
    consts.comment(`Fields ${spec.collection.name} may be sorted by (the first is the default).`);
    consts
      .line(`const ${constName(spec.name)}_SORT_FIELDS = [${spec.sortFields.map(str).join(', ')}];`)
      .blank();
  }
  fns.comment(
    `Returns one page of ${spec.collection.name} and the total count; ${ownItems ? 'each signed-in member reads only their own' : spec.joinedBy ? `each signed-in member reads the ones their own ${itemsLabel(spec.joinedBy.collection.name)} name` : spec.ownedThrough ? `each signed-in member reads the ones naming their own ${itemsLabel(spec.ownedThrough.parent.name)}` : `${CALLERS[access]} may read them`}.`,
  );
  exported(name, 'options', access, () => {
    fns.line("const args = objectArg(options, 'options');");
    const window = spec.dateWindow;
    if (window) {
      fns.comment(
        "The visitor's days, as the page sends them; the server's when they are missing.",
      );
      fns.line(`const days = ${windowFn(spec)}();`);
    }
    if (takesFilters) {
      fns.block(
        'const filters = {',
        () => {
          if (window) {
            helpers.add('nearDateArg');
            const near = (bound: string) =>
              fns.line(
                `${bound}: nearDateArg(args.${bound}, ${str(bound)}, days.${bound}, ${windowSlack(window)}),`,
              );
            if (window.from) near('windowFrom');
            if (window.to) near('windowTo');
            if (window.flip) {
              helpers.add('flagArg');
              fns.line(
                `${window.flip.key}: flagArg(args.${window.flip.key}, ${str(window.flip.key)}),`,
              );
            }
          }
          if (spec.search) {
            helpers.add('textArg');
            fns.line("search: textArg(args.search, 'search', { maxLength: 100 }),");
          }
          for (const f of spec.filters) {
            const arg = `args.${f.key}`;
            if (f.control === 'checkbox') {
              helpers.add('flagArg');
              fns.line(`${f.key}: flagArg(${arg}, ${str(f.key)}),`);
            } else if (f.control === 'checkboxGroup') {
              helpers.add('listArg');
              fns.line(`${f.key}: listArg(${arg}, ${str(f.key)}, false),`);
            } else if (f.control === 'date' || f.control === 'month') {
              helpers.add('dateArg');
              fns.line(`${f.key}: dateArg(${arg}, ${str(f.key)}, false),`);
            } else if (f.control === 'slider' || isNumberFilter(f)) {
              helpers.add('numberArg');
              fns.line(`${f.key}: numberArg(${arg}, ${str(f.key)}),`);
            } else {
              helpers.add('textArg');
              fns.line(`${f.key}: textArg(${arg}, ${str(f.key)}),`);
            }
          }
          if (spec.sortFields.length > 0) {
            const orders =
              spec.defaultSort.order === 'desc' ? "['desc', 'asc']" : "['asc', 'desc']";
            fns.line(
              `sortField: choiceArg(args.sortField, ${constName(spec.name)}_SORT_FIELDS, 'sortField'),`,
            );
            fns.line(`sortOrder: choiceArg(args.sortOrder, ${orders}, 'sortOrder'),`);
          }
        },
        '};',
      );
    }
    fns.line("const skip = pageArg(args.skip, 'skip', 0, 100000, 0);");
    fns.line(
      // At most 100 a call, or a table's every row (up to one query's most).
      `const limit = pageArg(args.limit, 'limit', 1, ${Math.max(100, Math.min(TABLE_ROWS, spec.pageSize))}, ${Math.min(TABLE_ROWS, spec.pageSize)});`,
    );
    fns.tryCatch(
      () => {
        if (ownItems)
          writeMemberLookup(
            fns,
            `Members may call this, so the ${ownerKey} filter keeps each one to their own items.`,
          );
        else if (spec.joinedBy) {
          writeMemberLookup(
            fns,
            `Members may call this: the items their own ${itemsLabel(spec.joinedBy.collection.name)} name.`,
          );
          for (const line of joinedIdsLines(spec.joinedBy)) fns.line(line);
        } else if (spec.ownedThrough) {
          writeMemberLookup(
            fns,
            `Members may call this: the ${itemsLabel(spec.collection.name)} naming their own ${itemsLabel(spec.ownedThrough.parent.name)} (by ${ownerKey}).`,
          );
          for (const line of ownedParentLines(spec.ownedThrough, ownerKey, true)) fns.line(line);
        } else if (spec.othersOnly) {
          fns.comment(`Everyone's ${itemsLabel(spec.collection.name)} but the caller's own.`);
          fns.line('const member = await currentMember.getMember();');
        }
        if (typeof kept === 'string' && spec.ownedThrough)
          fns.comment(`suppressAuth: the collection is for admins only (${kept}).`);
        else if (typeof kept === 'string')
          fns.comment(
            `suppressAuth: the collection is for admins only (${kept}); the ${ownerKey} filter sends each member their own.`,
          );
        else if (kept)
          fns.comment(
            `suppressAuth: the collection is for admins only, and this sends only ${sentOnly(kept, spec.sends !== null)}.`,
          );
        fns.line(
          `const result = await ${queryFn(spec)}(${takesFilters ? 'filters' : ''})${ownItems ? `.eq(${str(ownerKey)}, member._id)` : spec.joinedBy ? JOINED_FILTER : spec.ownedThrough ? ownedThroughFilter(spec.ownedThrough) : spec.othersOnly ? `.ne(${str(ownerKey)}, member ? member._id : '')` : ''}.skip(skip).limit(limit).find(${kept ? '{ suppressAuth: true }' : ''});`,
        );
        // Private fields stay on the server even where the collection cannot be kept private.
        const withheld =
          typeof kept === 'object' && kept !== null ? kept.fields : (spec.withheld ?? []);
        writeListItems(fns, spec.sends, membersOnly, spec.masked ?? [], withheld);
      },
      () => {
        fns.line(`console.error(${str(`${name} failed`)}, error);`);
        fns.line(
          `throw new Error(${str(`The ${itemsLabel(spec.collection.name)} could not be loaded.`)});`,
        );
      },
    );
  });
}

/**
 * The calling member, inside the caller's try block. Permissions.SiteMember already turns visitors
 * away; a missing member still gets an empty page rather than everyone's items.
 */
function writeMemberLookup(fns: CodeWriter, why: string): void {
  fns.comment(why);
  fns.line('const member = await currentMember.getMember();');
  fns.block('if (!member) {', () => fns.line('return { items: [], totalCount: 0 };'));
}
