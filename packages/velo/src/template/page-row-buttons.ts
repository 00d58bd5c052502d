import { changeSaid } from './change-values';
import { displayField } from './matching';
import { camel, humanize, singularLabel, str, pageElement } from './naming';
import { type PageContext, tellVisitor } from './page-context';
import { savedChanges, writeItemSave } from './page-item-changes';
import { declareSecondClick, disarm, writeSecondClick } from './second-click';
import type { RowAction } from './plan-row-buttons';
import type { ListPlan } from './plan-types';

/**
 * Buttons beside a table acting on its selected row: off until a row is selected, then each
 * updates or removes that row's item (a second click confirming when the prompt asks), says what
 * it did in the list's status text and reloads the table, which clears the selection.
 */
export function writeRowButtons(
  ctx: PageContext,
  list: ListPlan,
  { buttons, shows }: Extract<RowAction, { kind: 'select' }>,
): void {
  const { body } = ctx;
  const collection = buttons[0]?.action.fn.collection;
  if (!collection) return;
  const label = singularLabel(collection.name);
  const selected = camel(`selected ${label}`);
  const ids = buttons.map((b) => `#${b.action.buttonId}`);
  const setAll = (how: 'enable' | 'disable') => {
    for (const id of ids) body.line(`$w(${str(id)}).${how}();`);
  };
  body.comment(
    `The ${label} selected in #${list.id}: ${ids.join(' and ')} ${ids.length === 1 ? 'acts' : 'act'} on it.`,
  );
  body.line(`let ${selected} = null;`);
  setAll('disable');
  const confirming = buttons.flatMap(({ action }) =>
    action.secondClick ? [{ id: action.buttonId, label: action.secondClick }] : [],
  );
  for (const { id } of confirming)
    declareSecondClick(body, pageElement(id), id, `changes the ${label}`);
  body.block(
    `$w(${str(`#${list.id}`)}).onRowSelect((event) => {`,
    () => {
      body.line(`${selected} = event.rowData;`);
      for (const show of shows) {
        ctx.needs.add('asText');
        body.line(`$w(${str(`#${show.elementId}`)}).text = asText(${selected}.${show.field});`);
      }
      for (const { id } of confirming) disarm(body, pageElement(id), id);
      setAll('enable');
    },
    '});',
  );
  const title = displayField(collection);
  const named = title ? `${label} \${${selected}.${title}}` : `the ${label}`;
  for (const b of buttons) {
    const { action } = b;
    const button = `$w(${str(`#${action.buttonId}`)})`;
    const done =
      action.kind === 'remove'
        ? 'removed'
        : [
            ...b.inputs.map((i) => `${humanize(i.field.key).toLowerCase()} saved`),
            ...action.fn.constants.map((c) => changeSaid(c, (f) => humanize(f.key).toLowerCase())),
          ].join(', ');
    body.comment(
      `${action.kind === 'remove' ? 'Removes' : 'Changes'} the selected ${label}: ${done}.`,
    );
    body.block(
      `${button}.onClick(async () => {`,
      () => {
        body.block(`if (!${selected}) {`, () => body.line('return;'));
        for (const i of b.inputs)
          body.block(`if (!$w(${str(`#${i.elementId}`)}).value.trim()) {`, () => {
            const what = humanize(i.field.key).toLowerCase();
            body.line(
              tellVisitor(ctx, list.statusTextId, str(`Please enter the ${what} first.`), 'error'),
            );
            body.line('return;');
          });
        if (action.secondClick)
          writeSecondClick(body, button, action.buttonId, action.secondClick, () =>
            body.line(
              tellVisitor(
                ctx,
                list.statusTextId,
                `\`${action.secondClick}: ${named}, ${done}.\``,
                'info',
              ),
            ),
          );
        if (action.kind === 'remove' && action.confirm) {
          ctx.needs.add('window');
          body.line(
            `const answer = await ${ctx.window}.openLightbox(${str(action.confirm.lightbox)}, ${selected});`,
          );
          const refused = action.confirm.value
            ? `answer !== ${str(action.confirm.value)}`
            : '!answer';
          body.block(`if (${refused}) {`, () => body.line('return;'));
        }
        setAll('disable');
        body.tryCatch(
          () => {
            const id = `${selected}._id`;
            if (action.kind === 'update') {
              const typed = b.inputs.map((i) => `$w(${str(`#${i.elementId}`)}).value.trim()`);
              const changes = [
                savedChanges(action.fn),
                ...b.inputs.map((i, n) => `${i.field.key}: ${typed[n] ?? ''}`),
              ].filter(Boolean);
              writeItemSave(ctx, action.fn, changes.join(', '), [id, ...typed], false);
              for (const i of b.inputs) body.line(`$w(${str(`#${i.elementId}`)}).value = '';`);
            } else if (ctx.plan.dataAccess === 'direct') {
              ctx.needs.add('wixData');
              body.line(`await wixData.remove(${str(collection.name)}, ${id});`);
            } else {
              ctx.imports.add(action.fn.name);
              body.line(`await ${action.fn.name}(${id});`);
            }
            body.line(tellVisitor(ctx, list.statusTextId, `\`${upper(named)}: ${done}.\``, 'info'));
            body.line(`${selected} = null;`);
            body.line(`await load${list.name}();`);
          },
          () => {
            body.line(`console.error(${str(`Could not change the ${label}`)}, error);`);
            body.line(
              tellVisitor(
                ctx,
                list.statusTextId,
                str(`Sorry, the ${label} could not be changed. Please try again.`),
                'error',
              ),
            );
            setAll('enable');
          },
        );
      },
      '});',
    );
    body.blank();
  }
}

function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
