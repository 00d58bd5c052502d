import { CALLERS } from './access-names';
import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import type { Access } from './keywords';
import { itemsLabel, str } from './naming';
import { describeValue } from './page-summaries';
import type { SummaryPlan } from './plan-summaries';
import { summaryAggregate, uniqueFigures } from './summary-aggregate';

/** The web method behind a collection summary: its figures, read by one aggregate. */
export function writeSummaryFunction(
  fns: CodeWriter,
  summary: SummaryPlan,
  exported: Exported,
  read: Access,
  helpers: Set<ArgHelper>,
  /** The collection is admins-only, its lists read privately (kept-private.ts). */
  privately = false,
  /** The field naming each member's own items, for a summary of theirs. */
  ownerKey = '_owner',
): void {
  const label = itemsLabel(summary.collection.name);
  const access = summary.own ? 'members' : read;
  fns.comment(
    `The figures over ${summary.own ? `the signed-in member's own ${label}` : `all ${label} the page shows`} (${uniqueFigures(summary).map(describeValue).join(', ')}); ${CALLERS[access]} may read them.`,
  );
  const follows = summary.follows;
  if (follows) helpers.add('objectArg').add('textArg');
  exported(summary.fnName, follows ? 'options' : '', access, () => {
    if (summary.own) {
      fns.line('const member = await currentMember.getMember();');
      fns.block('if (!member) {', () => fns.line('return {};'));
    }
    if (follows) {
      fns.line("const args = objectArg(options, 'options');");
      fns.line(
        `const ${follows.key} = textArg(args.${follows.key}, ${str(follows.key)}, { required: true, maxLength: 100 });`,
      );
    }
    fns.tryCatch(
      () => {
        if (privately)
          fns.comment(
            'suppressAuth: the collection is for admins only; only these figures leave the server.',
          );
        fns.line(
          `const result = await ${summaryAggregate(summary, follows?.key ?? '', privately, ownerKey)};`,
        );
        fns.comment('No items: no result row, so every figure is null.');
        fns.line('const summary = result.items[0] || {};');
        const values = uniqueFigures(summary)
          .filter((v) => !v.counts)
          .map((v) => `${v.as}: summary.${v.as} ?? null`);
        if (summary.values.some((v) => v.countNoun || v.counts))
          values.push('count: summary.count ?? 0');
        fns.line(`return { ${values.join(', ')} };`);
      },
      () => {
        fns.line(`console.error(${str(`${summary.fnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`The ${label} summary could not be loaded.`)});`);
      },
    );
  });
}
