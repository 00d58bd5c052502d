import { camel, pascal, str, pageElement as $ } from './naming';
import { writeOptionsLoader } from './page-options';
import { type PageContext, viewName } from './page-context';
import type { FilterControl, ListPlan } from './plan-types';
import { filterDefault } from './queries';
import { isNumberFilter } from './query-filters';
import { pagesByNumber } from './plan-lists';
import { searchKey, writeSearch } from './page-search';
import { writeWindowSwitch } from './page-window-switch';

/** The controls of one list view: search, filters, sort, paging and clear buttons. */
export function writeControls(ctx: PageContext, list: ListPlan): void {
  const { body } = ctx;
  const view = viewName(list);
  const reload = (): void => {
    if (pagesByNumber(list)) body.line(`${view}.page = 0;`);
    body.line(`await load${list.name}();`);
  };
  if (list.search) writeSearch(ctx, list, list.search, reload);
  for (const filter of list.filters) {
    if (filter.control === 'buttons') {
      writeFilterButtons(ctx, list, filter, reload);
      continue;
    }
    // A range slider's high bound is set by the handler of its low one.
    if (filter.end === 1) continue;
    const el = $(filter.elementId);
    const bounds = list.filters.filter((f) => f.elementId === filter.elementId);
    body.comment(
      filter.control === 'month'
        ? `Filter by the month of ${filter.field.key}: from its first day to the next month's.`
        : filter.end === 0
          ? `Filter by ${filter.field.key} between the range slider's two handles.`
          : `Filter by ${filter.field.key}${describeOp(filter)}.`,
    );
    body.block(
      `${el}.onChange(async () => {`,
      () => {
        for (const f of bounds) body.line(`${view}.filters.${f.key} = ${filterValue(ctx, f)};`);
        reload();
      },
      '});',
    );
    if (filter.startsToday && filter.control === 'date') body.line(`${el}.value = new Date();`);
    body.blank();
    if (filter.options)
      writeOptionsLoader(
        ctx,
        filter.elementId,
        filter.options,
        filter.control !== 'checkboxGroup' && !filter.pickFirst,
        // Set from the URL: shown chosen once the choices are there.
        filter.fromUrl || filter.startsToday ? `${view}.filters.${filter.key}` : null,
      );
  }
  const flip = list.dateWindow?.flip;
  if (flip) writeWindowSwitch(ctx, list, flip, reload);
  if (list.sortDropdownId && list.sortOptions.length > 0) {
    const el = $(list.sortDropdownId);
    body.comment('Sort choices: each value is "field:order".');
    body.block(
      `${el}.options = [`,
      () => {
        for (const o of list.sortOptions)
          body.line(`{ label: ${str(o.label)}, value: ${str(`${o.field}:${o.order}`)} },`);
      },
      '];',
    );
    const first = list.sortOptions[0];
    if (first) body.line(`${el}.value = ${str(`${first.field}:${first.order}`)};`);
    body.block(
      `${el}.onChange(async () => {`,
      () => {
        body.line(`const [field, order] = ${el}.value.split(':');`);
        body.line(`${view}.filters.sortField = field;`);
        body.line(`${view}.filters.sortOrder = order;`);
        reload();
      },
      '});',
    );
    body.blank();
  }
  if (list.sortButtons.length > 0) {
    const sortFn = `sort${list.name}By`;
    const fixed = list.sortButtons.some((b) => b.order !== null);
    const toggles = list.sortButtons.some((b) => b.order === null);
    const toggle = "filters.sortField === field && filters.sortOrder === 'asc' ? 'desc' : 'asc'";
    body.comment(
      fixed && toggles
        ? 'Sort buttons: each named ascending or descending sorts that way; the others reverse the order when clicked again.'
        : fixed
          ? 'Sort buttons: each sorts its field in the order its name says.'
          : 'Sort buttons: clicking the same button again reverses the order.',
    );
    body.block(`async function ${sortFn}(field${fixed ? ', order' : ''}) {`, () => {
      body.line(`const filters = ${view}.filters;`);
      body.line(
        `filters.sortOrder = ${fixed && toggles ? `order || (${toggle})` : fixed ? 'order' : toggle};`,
      );
      body.line('filters.sortField = field;');
      reload();
    });
    for (const b of list.sortButtons) {
      const order = b.order ? `, ${str(b.order)}` : '';
      body.line(`${$(b.id)}.onClick(() => ${sortFn}(${str(b.field)}${order}));`);
    }
    body.blank();
  }
  const more = list.loadMore;
  if (more?.onView) {
    const b = $(more.id);
    body.comment(
      `Infinite scroll: when #${more.id} (below the items) comes into view, the next page is added; one load at a time.`,
    );
    body.line(`let ${camel(list.name)}LoadingMore = false;`);
    body.block(
      `${b}.onViewportEnter(async () => {`,
      () => {
        body.block(`if (${camel(list.name)}LoadingMore) {`, () => body.line('return;'));
        body.line(`${camel(list.name)}LoadingMore = true;`);
        body.line(`await load${list.name}(true);`);
        body.line(`${camel(list.name)}LoadingMore = false;`);
      },
      '});',
    );
    body.blank();
  } else if (more) {
    const b = $(more.id);
    body.comment('Load more: adds the next page below the items already shown.');
    body.block(
      `${b}.onClick(async () => {`,
      () => {
        body.line(`${b}.disable();`);
        body.line(`await load${list.name}(true);`);
        body.line(`${b}.enable();`);
      },
      '});',
    );
    body.blank();
  }
  if (list.prevId) {
    body.comment('Previous page.');
    body.block(
      `${$(list.prevId)}.onClick(async () => {`,
      () => {
        body.block(`if (${view}.page > 0) {`, () => {
          body.line(`${view}.page -= 1;`);
          body.line(`await load${list.name}();`);
        });
      },
      '});',
    );
    body.blank();
  }
  if (list.nextId) {
    body.comment('Next page.');
    body.block(
      `${$(list.nextId)}.onClick(async () => {`,
      () => {
        body.line(`${view}.page += 1;`);
        body.line(`await load${list.name}();`);
      },
      '});',
    );
    body.blank();
  }
  if (list.pagerId) {
    body.comment('A page picked in the Pagination bar.');
    body.block(
      `${$(list.pagerId)}.onChange(async (event) => {`,
      () => {
        body.line(`${view}.page = event.target.currentPage - 1;`);
        body.line(`await load${list.name}();`);
      },
      '});',
    );
    body.blank();
  }
  if (list.clearId) writeClear(ctx, list);
  if (list.applyId) {
    body.comment(
      'The search and filters apply as they change; the button reads them all and runs them again.',
    );
    body.block(
      `${$(list.applyId)}.onClick(async () => {`,
      () => {
        if (list.search)
          body.line(`${view}.filters.search = ${$(list.search.inputId)}.value.trim();`);
        for (const f of list.filters) {
          // A category button's choice lives only in the view: nothing to read back.
          if (f.control !== 'buttons')
            body.line(`${view}.filters.${f.key} = ${filterValue(ctx, f)};`);
        }
        reload();
      },
      '});',
    );
    body.blank();
  }
}

/** Category buttons: each filters by its own label, an 'all' button by nothing. */
function writeFilterButtons(
  ctx: PageContext,
  list: ListPlan,
  filter: FilterControl,
  reload: () => void,
): void {
  const { body } = ctx;
  const view = viewName(list);
  const fn = `filter${list.name}By${pascal(filter.key)}`;
  const all = filter.buttons.find((b) => b.all);
  body.comment(
    `Category buttons: each shows the items whose ${filter.field.key} is the button's label${all ? `; #${all.id} shows them all` : ''}.`,
  );
  const marks = filter.marksActive === true;
  body.block(`async function ${fn}(value${marks ? ', chosenId' : ''}) {`, () => {
    if (marks) {
      body.comment('The chosen button looks selected: it is disabled, the others enabled.');
      const buttons = filter.buttons.map((b) => `$w(${str(`#${b.id}`)})`).join(', ');
      body.block(`for (const button of [${buttons}]) {`, () =>
        body.ifElse(
          'button.id === chosenId',
          () => body.line('button.disable();'),
          () => body.line('button.enable();'),
        ),
      );
    }
    if (all) body.line(`${view}.filters.${filter.key} = value;`);
    else {
      body.comment('No button shows them all: the chosen one, clicked again, does.');
      body.line(
        `${view}.filters.${filter.key} = ${view}.filters.${filter.key} === value ? '' : value;`,
      );
    }
    reload();
  });
  for (const b of filter.buttons) {
    const el = `$w(${str(`#${b.id}`)})`;
    const chosen = marks ? `, ${str(b.id)}` : '';
    body.line(`${el}.onClick(() => ${fn}(${b.all ? "''" : `${el}.label`}${chosen}));`);
  }
  if (marks && all) body.line(`$w(${str(`#${all.id}`)}).disable();`);
  body.blank();
}

/** The value a filter control holds, as its query option expects it. */
function filterValue(ctx: PageContext, filter: FilterControl): string {
  const el = `$w(${str(`#${filter.elementId}`)})`;
  if (filter.control === 'month') {
    ctx.needs.add('pickedMonth');
    return `pickedMonth(${el}.value, ${filter.end ?? 0})`;
  }
  if (filter.end !== undefined) return `${el}.value[${filter.end}]`;
  if (filter.control === 'checkbox') return `${el}.checked`;
  if (filter.control === 'date') {
    ctx.needs.add('pickedDay').add('typedDate');
    return `pickedDay(${el}.value)`;
  }
  // A typed number that is not one ('abc') filters nothing rather than everything away.
  if (filter.control === 'input' && isNumberFilter(filter))
    return `${el}.value.trim() === '' || Number.isNaN(Number(${el}.value)) ? null : Number(${el}.value)`;
  if (isNumberFilter(filter)) return `${el}.value ? Number(${el}.value) : null`;
  return `${el}.value`;
}

function describeOp(filter: FilterControl): string {
  if (filter.control === 'date')
    return filter.op === 'ge'
      ? ' (from the picked day on)'
      : filter.op === 'le'
        ? ' (up to the end of the picked day)'
        : ' (on the picked day)';
  switch (filter.op) {
    case 'hasSome':
      return filter.control === 'checkboxGroup'
        ? ' (items having any ticked tag)'
        : filter.field.type === 'multi-reference'
          ? ' (items linked to the chosen one)'
          : ' (items having the chosen tag)';
    case 'hasAll':
      return ' (items having every ticked tag)';
    case 'hasNone':
      return ' (hides items having any ticked tag)';
    case 'ge':
      return ' (at least the chosen value)';
    case 'le':
      return ' (at most the chosen value)';
    case 'ne':
      return filter.control === 'checkbox'
        ? ` (when ticked, only items whose ${filter.field.key} is not ticked)`
        : '';
    default:
      return filter.control === 'checkbox' ? ' (only when ticked)' : '';
  }
}

function writeClear(ctx: PageContext, list: ListPlan): void {
  const { body } = ctx;
  const view = viewName(list);
  body.comment('Clear: back to no search and no filters.');
  body.block(
    `${$(list.clearId ?? '')}.onClick(async () => {`,
    () => {
      if (list.search) {
        body.line(`${$(list.search.inputId)}.value = '';`);
        body.line(`${view}.filters.search = '';`);
        if (list.search.remember)
          body.line(`${list.search.remember}.removeItem(${str(searchKey(list))});`);
      }
      for (const f of list.filters) {
        if (f.control === 'checkbox') body.line(`${$(f.elementId)}.checked = false;`);
        else if (f.control === 'date') body.line(`${$(f.elementId)}.value = null;`);
        else if (f.control === 'checkboxGroup') body.line(`${$(f.elementId)}.value = [];`);
        else if (f.options || f.control === 'input') body.line(`${$(f.elementId)}.value = '';`);
        // A slider has no empty value: back to the end that lets every item through.
        else if (f.end === 0)
          body.line(`${$(f.elementId)}.value = [${$(f.elementId)}.min, ${$(f.elementId)}.max];`);
        else if (f.control === 'slider' && f.end === undefined)
          body.line(
            `${$(f.elementId)}.value = ${$(f.elementId)}.${f.op === 'ge' ? 'min' : 'max'};`,
          );
        body.line(`${view}.filters.${f.key} = ${filterDefault(f)};`);
      }
      if (pagesByNumber(list)) body.line(`${view}.page = 0;`);
      body.line(`await load${list.name}();`);
    },
    '});',
  );
  body.blank();
}
