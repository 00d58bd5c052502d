import { pascal, str } from './naming';
import type { PageContext } from './page-context';
import { listedRows, optionsLookup } from './options-lookup';
import { saidAbout } from './plan-input-rules';
import type { OptionsSource } from './plan-types';

/** A choice control's options: the prompt's list, or a collection's values, with 'All' for a filter. */

/** The no-filter choice as the prompt quotes it ("plus 'All locations'"), else 'All'. */
function allLabel(ctx: PageContext, elementId: string): string {
  const { structure } = ctx.plan;
  const element = structure.byId.get(elementId);
  const ids = structure.elements.map((e) => e.id);
  const said = element ? saidAbout(ctx.plan.request.prompt, element, ids).join(' ') : '';
  const quoted = [...said.matchAll(/["“'‘]((?:All|Any|Every|Show all)\b[^"”'’]{0,30})["”'’]/gi)];
  return quoted[0]?.[1] ?? 'All';
}

/**
 * Fills a dropdown or radio group with the choices the prompt lists, or from the collection. Filters get an 'All' choice first (value
 * '' means "no filter"); form inputs get only the real choices.
 */
export function writeOptionsLoader(
  ctx: PageContext,
  elementId: string,
  source: OptionsSource,
  withAll: boolean,
  preselect: string | null = null,
): void {
  const { body } = ctx;
  const fn = `load${pascal(elementId)}Options`;
  // A date field's values become the months they fall in, on the visitor's calendar.
  const months = (dates: string) => {
    if (source.kind !== 'months') return dates;
    ctx.needs.add('monthChoices');
    return `monthChoices(${dates})`;
  };
  const el = `$w(${str(`#${elementId}`)})`;
  const all = `{ label: ${str((source.kind === 'fixed' && source.allLabel) || allLabel(ctx, elementId))}, value: '' }`;
  const choose = () => {
    if (preselect)
      body.block(`if (${preselect}) {`, () => body.line(`${el}.value = ${preselect};`));
  };
  if (source.kind === 'fixed') {
    body.comment(
      source.yesNo
        ? `Choices of #${elementId}: 'yes' is saved as true, 'no' as false.`
        : `Choices of #${elementId}, as the prompt lists them.`,
    );
    body.block(
      `${el}.options = [`,
      () => {
        if (withAll) body.line(`${all},`);
        // A filter's '4+' is sent as 4: its query takes it as 4 or more.
        source.values.forEach((v, i) =>
          body.line(
            `{ label: ${str(source.labels?.[i] ?? v)}, value: ${str(withAll ? v.replace(/^(\d+)\+$/, '$1') : v)} },`,
          ),
        );
      },
      '];',
    );
    choose();
    if (source.defaultValue) body.line(`${el}.value = ${str(source.defaultValue)};`);
    body.blank();
    return;
  }
  body.comment(`Choices of #${elementId}, read from ${source.collection}.`);
  const keep = source.kind === 'collection' ? source.keep : undefined;
  if (keep) body.line(`const ${keep} = new Map();`);
  body.block(`async function ${fn}() {`, () => {
    body.tryCatch(
      () => {
        if (ctx.plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          const lookup = optionsLookup(source, null, listedRows(ctx.plan, source));
          if (source.kind === 'collection' && source.ownedBy) {
            ctx.needs.add('members');
            body.comment("Only the signed-in member's own items are choices.");
            body.line('const member = await currentMember.getMember();');
          }
          body.line(`const result = await ${lookup.fetch};`);
          body.line(`const options = ${months(lookup.map)};`);
        } else {
          ctx.imports.add(source.fnName);
          body.line(`const options = ${months(`await ${source.fnName}()`)};`);
        }
        // The fields a pick shows stay here: a dropdown's options take a label and a value only.
        const shown = keep ? 'options.map(({ label, value }) => ({ label, value }))' : 'options';
        if (keep) body.line(`for (const option of options) ${keep}.set(option.value, option);`);
        body.line(withAll ? `${el}.options = [${all}, ...${shown}];` : `${el}.options = ${shown};`);
        choose();
      },
      () =>
        body.line(`console.error(${str(`Could not load the choices of #${elementId}`)}, error);`),
    );
  });
  body.blank();
  ctx.initialLoads.push(`${fn}()`);
}
