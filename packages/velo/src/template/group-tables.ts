import { CALLERS } from './access-names';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import type { Access } from './keywords';
import { humanize, itemsLabel, str } from './naming';
import type { PageContext } from './page-context';
import type { GroupFigure, GroupTablePlan } from './plan-group-tables';

/** Code of a table of figures per value of a field (plan-group-tables.ts): page and web method. */

/** The one aggregate behind the table: grouped by its field, in that field's order. */
function groupAggregate(t: GroupTablePlan): string {
  const ops = t.figures
    .map((f) => (f.field ? `.${f.op}(${str(f.field.key)}, ${str(f.as)})` : '.count()'))
    .join('');
  const by = str(t.by.key);
  // 1,000 groups: more than a table shows, one call's most.
  return `wixData.aggregate(${str(t.collection.name)}).group(${by})${ops}.ascending(${by}).limit(1000).run()`;
}

/** 'the number of orders and the total amount'. */
function describeFigures(t: GroupTablePlan): string {
  return t.figures.map((f) => `the ${f.label.toLowerCase()}`).join(' and ');
}

/** A row as the table shows it; an average keeps one decimal. */
function rowValue(f: GroupFigure, row: string): string {
  const value = `${row}.${f.as}`;
  return f.op === 'avg'
    ? `typeof ${value} === 'number' ? Math.round(${value} * 10) / 10 : null`
    : `${value} ?? null`;
}

export function writeGroupTable(ctx: PageContext, t: GroupTablePlan): void {
  const { body } = ctx;
  const table = `$w(${str(`#${t.tableId}`)})`;
  const fn = `load${t.name}`;
  const label = itemsLabel(t.collection.name);
  ctx.needs.add('asText');
  body.comment(
    `#${t.tableId}: one row per ${humanize(t.by.key).toLowerCase()} of the ${label}, with ${describeFigures(t)}.`,
  );
  body.block(
    `${table}.columns = [`,
    () => {
      body.line(
        `{ id: ${str(t.by.key)}, dataPath: ${str(t.by.key)}, label: ${str(humanize(t.by.key))}, type: 'string' },`,
      );
      for (const f of t.figures)
        body.line(
          `{ id: ${str(f.as)}, dataPath: ${str(f.as)}, label: ${str(f.label)}, type: 'number' },`,
        );
    },
    '];',
  );
  body.blank();
  body.comment(`Reads the ${label} per ${humanize(t.by.key).toLowerCase()} into #${t.tableId}.`);
  body.block(`async function ${fn}() {`, () => {
    body.tryCatch(
      () => {
        if (ctx.plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          body.line(`const result = await ${groupAggregate(t)};`);
          body.line('const groups = result.items;');
        } else {
          ctx.imports.add(`get${t.name}`);
          body.line(`const groups = await get${t.name}();`);
        }
        body.comment(
          `Items without a ${humanize(t.by.key).toLowerCase()} make one row of their own.`,
        );
        body.block(
          `${table}.rows = groups.map((group) => {`,
          () => {
            // The web method already names each group; wix-data also keeps it in _id.
            const value =
              ctx.plan.dataAccess === 'direct'
                ? `group.${t.by.key} ?? group._id`
                : `group.${t.by.key}`;
            body.line(`const shown = asText(${value}) || '(none)';`);
            const figures = t.figures.map((f) => `${f.as}: ${rowValue(f, 'group')}`);
            body.line(`return { _id: shown, ${t.by.key}: shown, ${figures.join(', ')} };`);
          },
          '});',
        );
      },
      () =>
        body.line(`console.error(${str(`Could not load the ${label} per ${t.by.key}`)}, error);`),
    );
  });
  body.blank();
  ctx.initialLoads.push(`${fn}()`);
}

/** The web method the page calls for the table: the groups and their figures, nothing else. */
export function writeGroupTableFunction(
  fns: CodeWriter,
  t: GroupTablePlan,
  exported: Exported,
  read: Access,
): void {
  const label = itemsLabel(t.collection.name);
  fns.comment(
    `One row per ${humanize(t.by.key).toLowerCase()} of all ${label}, with ${describeFigures(t)}; ${CALLERS[read]} may read them.`,
  );
  exported(`get${t.name}`, '', read, () => {
    fns.tryCatch(
      () => {
        fns.line(`const result = await ${groupAggregate(t)};`);
        fns.line(
          `return result.items.map((group) => ({ ${t.by.key}: group.${t.by.key} ?? group._id, ${t.figures.map((f) => `${f.as}: group.${f.as}`).join(', ')} }));`,
        );
      },
      () => {
        fns.line(`console.error(${str(`get${t.name} failed`)}, error);`);
        fns.line(`throw new Error(${str(`The ${label} per ${t.by.key} could not be loaded.`)});`);
      },
    );
  });
}
