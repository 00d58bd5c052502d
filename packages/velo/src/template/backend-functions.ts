import { CALLERS } from './access-names';
import { type ArgHelper, fieldArg } from './backend-args';
import type { Exported } from './backend-forms';
import { writeChangeDeadline } from './plan-change-deadline';
import type { CodeWriter } from './code';
import { changeEntry, countsReactions, setsCaller, valueSaid } from './change-values';
import { itemsLabel, singularLabel, str, words } from './naming';
import type { FunctionCapacity } from './plan-function-capacity';
import type { FunctionFigure } from './plan-function-figures';
import type { PromptFunction } from './plan-types';
import { dayExpression } from './queries';
import { writeParentOwnerCheck } from './list-owned-through';

/** One backend function the prompt names (plan-functions.ts), checked arguments first. */
export function writePromptFunction(
  fns: CodeWriter,
  fn: PromptFunction,
  helpers: Set<ArgHelper>,
  exported: Exported,
): void {
  const c = str(fn.collection.name);
  const one = singularLabel(fn.collection.name);
  const params = [
    ...(fn.idParam ? [fn.idParam] : []),
    ...fn.fields.map((f) => f.param),
    ...(fn.limitParam ? [fn.limitParam] : []),
  ];
  const fail = (what: string) => {
    fns.line(`console.error(${str(`${fn.name} failed`)}, error);`);
    fns.line(`throw new Error(${str(what)});`);
  };
  const whose = fn.through
    ? `, each for ${itemsLabel(fn.collection.name)} on their own ${itemsLabel(fn.through.parent.name)}`
    : fn.ownItem
      ? `, each for their own ${itemsLabel(fn.collection.name)}`
      : '';
  fns.comment(`${describe(fn)}; ${CALLERS[fn.access]} may call it${whose}.`);
  exported(fn.name, params.join(', '), fn.access, () => {
    if (fn.limitParam) {
      helpers.add('pageArg');
      fns.line(
        `const pageSize = pageArg(${fn.limitParam}, ${str(fn.limitParam)}, 1, 1000, ${fn.limit});`,
      );
    }
    if (fn.idParam) {
      helpers.add('textArg');
      fns.line(`const id = textArg(${fn.idParam}, ${str(fn.idParam)}, { required: true });`);
    }
    const sets = fn.constants.flatMap((c) => ('value' in c ? [c] : []));
    const counts = fn.constants.filter((c) => 'by' in c);
    if (setsCaller(fn)) {
      fns.line('const caller = await currentMember.getMember();');
      fns.block('if (!caller) {', () => fns.line("throw new Error('Please log in first.');"));
    }
    if (fn.fields.length + sets.length > 0) {
      const name = fn.kind === 'read' ? 'filters' : fn.kind === 'update' ? 'changes' : 'item';
      // A figure 'for that product' is for one: without it, it would be over every item.
      const required = fn.kind !== 'read' || fn.figures !== undefined;
      fns.block(
        `const ${name} = {`,
        () => {
          for (const { param, field, choices } of fn.fields) {
            if (choices) {
              // One of the choices the page offers, nothing else.
              helpers.add('choiceArg');
              fns.line(
                `${field.key}: choiceArg(${param}, [${choices.map(str).join(', ')}], ${str(param)}),`,
              );
            } else {
              // A read 'for' one item ('getCommentsForPost(postId)') needs that item.
              const needed = required || field.type === 'reference';
              fns.line(`${field.key}: ${fieldArg(field, param, needed, helpers)},`);
            }
          }
          for (const { field, value } of sets) fns.line(`${field.key}: ${value},`);
        },
        '};',
      );
    }
    switch (fn.kind) {
      case 'read':
        fns.tryCatch(
          () => (fn.figures ? writeFiguresRead(fns, fn, fn.figures) : writeItemsRead(fns, fn)),
          () =>
            fail(
              fn.figures
                ? `The ${one} figures could not be loaded.`
                : `The ${itemsLabel(fn.collection.name)} could not be loaded.`,
            ),
        );
        return;
      case 'create':
        if (fn.capacity) writeCapacityCheck(fns, fn, fn.capacity, fail);
        fns.tryCatch(
          () =>
            fns.line(`return await wixData.insert(${c}, ${fn.fields.length > 0 ? 'item' : '{}'});`),
          () => fail(`The ${one} could not be saved.`),
        );
        return;
      case 'update':
        writeItemLoad(fns, fn, fail);
        if (counts.length > 0)
          fns.comment(
            'wix-data has no atomic increment: two saves at the same instant count once.',
          );
        fns.tryCatch(
          () =>
            fns.line(
              `return await wixData.update(${c}, { ${['...item', ...(fn.fields.length + sets.length > 0 ? ['...changes'] : []), ...addedFields(fn), ...counts.map((n) => changeEntry(n, 'item'))].join(', ')} }${unchecked(fn)});`,
            ),
          () => fail(`The ${one} could not be saved.`),
        );
        return;
      case 'remove':
        if (fn.ownItem) writeItemLoad(fns, fn, fail);
        fns.tryCatch(
          () => {
            fns.line(`await wixData.remove(${c}, id${unchecked(fn)});`);
            fns.line('return { removed: id };');
          },
          () => fail(`The ${one} could not be removed.`),
        );
    }
  });
}

/** Fields the value sent is added to ('adds the typed amount to stock'): stored plus sent. */
function addedFields(fn: PromptFunction): string[] {
  return fn.fields.flatMap(({ field, adds }) =>
    adds ? [`${field.key}: (Number(item.${field.key}) || 0) + changes.${field.key}`] : [],
  );
}

/** A read of items: the matching ones, in its order, up to its limit. */
function writeItemsRead(fns: CodeWriter, fn: PromptFunction): void {
  if (fn.ownItem) writeMemberCheck(fns, fn, '[]');
  fns.line(`let query = wixData.query(${str(fn.collection.name)});`);
  writeConditions(fns, fn, 'query', false);
  const method = fn.sort.order === 'desc' ? 'descending' : 'ascending';
  fns.line(
    `const result = await query.${method}(${str(fn.sort.field)}).limit(${fn.limitParam ? 'pageSize' : fn.limit}).find();`,
  );
  fns.line('return result.items;');
}

/**
 * A read of figures: one aggregate over the matching items. The count tells "none" from a
 * figure of 0, so an average, lowest or highest of no items is null.
 */
function writeFiguresRead(
  fns: CodeWriter,
  fn: PromptFunction,
  figures: NonNullable<PromptFunction['figures']>,
): void {
  const returned = (from: string | null) => {
    const value = ({ op, as }: FunctionFigure) => {
      if (op === 'count') return from ? 'count' : '0';
      if (op === 'sum') return from ? `${from}.${as} ?? 0` : '0';
      return from ? `count > 0 ? (${from}.${as} ?? null) : null` : 'null';
    };
    if (!figures.asObject) return value(figures.values[0] as FunctionFigure);
    const entry = (v: FunctionFigure) => (v.as === value(v) ? v.as : `${v.as}: ${value(v)}`);
    return `{ ${figures.values.map(entry).join(', ')} }`;
  };
  if (fn.ownItem) writeMemberCheck(fns, fn, returned(null));
  fns.line('let filter = wixData.filter();');
  writeConditions(fns, fn, 'filter', true);
  const ops = figures.values
    .filter((v) => v.op !== 'count' && v.field)
    .map((v) => `.${v.op}(${str(v.field?.key ?? '')}, ${str(v.as)})`)
    .join('');
  fns.line(
    `const result = await wixData.aggregate(${str(fn.collection.name)}).filter(filter)${ops}.count().run();`,
  );
  fns.comment(
    `One row over all the matching ${itemsLabel(fn.collection.name)}; none when none match.`,
  );
  fns.line('const figures = result.items[0] || {};');
  fns.line('const count = figures.count ?? 0;');
  fns.line(`return ${returned('figures')};`);
}

/** Members read only their own items: a visitor gets what no items give (`none`). */
function writeMemberCheck(fns: CodeWriter, fn: PromptFunction, none: string): void {
  fns.comment(`Each member reads only their own ${itemsLabel(fn.collection.name)}.`);
  fns.line('const member = await currentMember.getMember();');
  fns.block('if (!member) {', () => fns.line(`return ${none};`));
}

/**
 * Narrows `target` (a query or a filter) to the read's items: the member's own, its days, and
 * the fields its arguments give; `required` arguments are always there.
 */
function writeConditions(
  fns: CodeWriter,
  fn: PromptFunction,
  target: string,
  required: boolean,
): void {
  if (fn.ownItem) fns.line(`${target} = ${target}.eq('_owner', member._id);`);
  const window = fn.dateWindow;
  if (window) {
    fns.comment(
      `Only ${itemsLabel(fn.collection.name)} dated ${window.said}, on the server's calendar (UTC).`,
    );
    fns.line('const now = new Date();');
    if (window.from)
      fns.line(`${target} = ${target}.ge(${str(window.field)}, ${dayExpression(window.from)});`);
    if (window.to)
      fns.line(`${target} = ${target}.lt(${str(window.field)}, ${dayExpression(window.to)});`);
  }
  for (const { field } of fn.fields) {
    const value = `filters.${field.key}`;
    // A day is the whole day: from its midnight to the next.
    const narrow = () =>
      fns.line(
        field.type === 'date'
          ? `${target} = ${target}.between(${str(field.key)}, ${value}, new Date(${value}.getTime() + 24 * 60 * 60 * 1000));`
          : `${target} = ${target}.eq(${str(field.key)}, ${value});`,
      );
    const present =
      field.type === 'number' || field.type === 'boolean'
        ? `typeof ${value} === ${str(field.type)}`
        : value;
    if (required) narrow();
    else fns.block(`if (${present}) {`, narrow);
  }
}

/**
 * `item`: the item `id` names, or an error the caller can act on; with `ownItem`, only when the
 * calling member owns it.
 */
/**
 * The item joined must have room: the rows naming it are counted against its capacity before
 * the insert (suppressAuth: every row counts, also those the caller may not read).
 */
function writeCapacityCheck(
  fns: CodeWriter,
  fn: PromptFunction,
  capacity: FunctionCapacity,
  fail: (what: string) => void,
): void {
  const { reference, of, field, message } = capacity;
  const joined = singularLabel(of);
  fns.comment(
    `The ${joined} must have room: its ${itemsLabel(fn.collection.name)} are counted against its ${field}. wix-data has no transactions, so two at the same moment can both pass.`,
  );
  fns.line('let joined;');
  fns.line('let taken;');
  fns.tryCatch(
    () => {
      fns.line(
        `joined = await wixData.get(${str(of)}, item.${reference.key}, { suppressAuth: true });`,
      );
      fns.line(
        `taken = await wixData.query(${str(fn.collection.name)}).eq(${str(reference.key)}, item.${reference.key}).count({ suppressAuth: true });`,
      );
    },
    () => fail(`The ${singularLabel(fn.collection.name)} could not be saved.`),
  );
  fns.block('if (!joined) {', () =>
    fns.line(`throw new Error(\`No ${joined} has the id \${item.${reference.key}}.\`);`),
  );
  fns.block(`if (typeof joined.${field} === 'number' && taken >= joined.${field}) {`, () =>
    fns.line(`throw new Error(${str(message)});`),
  );
}

function writeItemLoad(fns: CodeWriter, fn: PromptFunction, fail: (what: string) => void): void {
  const one = singularLabel(fn.collection.name);
  fns.line('let item;');
  if (countsReactions(fn))
    fns.comment(
      `suppressAuth: visitors may not update ${itemsLabel(fn.collection.name)}; this ${fn.constants.every((c) => 'by' in c) ? 'adds to the count' : 'raises the flag'} and changes nothing else.`,
    );
  else if (fn.privately)
    fns.comment(
      `suppressAuth: the collection is for admins only; the checks below decide who may ${fn.kind === 'remove' ? 'remove' : 'change'} it.`,
    );
  fns.tryCatch(
    () => fns.line(`item = await wixData.get(${str(fn.collection.name)}, id${unchecked(fn)});`),
    () => fail(`The ${one} could not be loaded.`),
  );
  fns.block('if (!item) {', () => fns.line(`throw new Error(\`No ${one} has the id \${id}.\`);`));
  writeRequirement(fns, fn, 'item');
  writeChangeDeadline(fns, fn.deadline);
  if (!fn.ownItem) return;
  const verb = fn.kind === 'remove' ? 'remove' : 'change';
  if (fn.through) {
    writeParentOwnerCheck(fns, fn, fn.through, verb);
    return;
  }
  const owner = fn.ownerKey ?? '_owner';
  fns.comment(
    `Members ${verb} only their own ${itemsLabel(fn.collection.name)}${owner === '_owner' ? '' : ` (${owner} holds their id)`}.`,
  );
  fns.line('const member = await currentMember.getMember();');
  fns.block(`if (!member || item.${owner} !== member._id) {`, () =>
    fns.line(`throw new Error(${str(`You can only ${verb} your own ${one}.`)});`),
  );
}

/** 'only if status is "Scheduled"': an item that doesn't hold it is refused, unchanged. */
export function writeRequirement(fns: CodeWriter, fn: PromptFunction, item: string): void {
  const needs = fn.requires;
  if (!needs) return;
  fns.block(`if (${item}.${needs.field} !== ${needs.value}) {`, () =>
    fns.line(`throw new Error(${str(requirementMessage(fn))});`),
  );
}

/** 'Only appointments whose status is Scheduled can be changed.' */
export function requirementMessage(fn: PromptFunction): string {
  const needs = fn.requires;
  const value = needs?.value.slice(1, -1) ?? '';
  return `Only ${itemsLabel(fn.collection.name)} whose ${needs?.field ?? ''} is ${value} can be ${fn.kind === 'remove' ? 'removed' : 'changed'}.`;
}

/** The options argument of a reaction count's reads and saves: `, { suppressAuth: true }`. */
function unchecked(fn: PromptFunction): string {
  return countsReactions(fn) || fn.privately ? ', { suppressAuth: true }' : '';
}

/** 'Returns the 10 products with the highest price'. */
function describe(fn: PromptFunction): string {
  const items = itemsLabel(fn.collection.name);
  const one = singularLabel(fn.collection.name);
  const by = [
    ...fn.fields.map((f) => f.field.key),
    ...fn.constants.map((c) =>
      'by' in c
        ? `${c.field.key} (adding ${c.by})`
        : `${c.field.key} to ${valueSaid(c.value) ?? c.value}`,
    ),
  ].join(', ');
  switch (fn.kind) {
    case 'read': {
      if (fn.figures) {
        const what = fn.figures.values.map((v) => describeFigure(v, items)).join(' and ');
        return `Returns the ${what}${by ? ` matching ${by}` : ''}`;
      }
      const dated =
        fn.sort.field === '_createdDate' ||
        fn.collection.fields.some((f) => f.key === fn.sort.field && f.type === 'date');
      const [high, low] = dated ? ['latest', 'earliest'] : ['highest', 'lowest'];
      const order =
        fn.sort.field === '_createdDate'
          ? fn.sort.order === 'desc'
            ? 'newest first'
            : 'oldest first'
          : `by ${fn.sort.field}, ${fn.sort.order === 'desc' ? high : low} first`;
      const days = fn.dateWindow ? ` dated ${fn.dateWindow.said}` : '';
      const most = fn.limitParam ? `${fn.limitParam} (default ${fn.limit})` : fn.limit;
      return `Returns up to ${most} ${items}${days}${by ? ` matching ${by}` : ''}, ${order}`;
    }
    case 'create':
      return `Adds a ${one}${by ? ` with ${by}` : ''}${fn.capacity ? ` while its ${singularLabel(fn.capacity.of)} has room` : ''}`;
    case 'update':
      return `Changes ${by || 'nothing yet'} of the ${one} with id ${fn.idParam ?? 'itemId'}`;
    case 'remove':
      return `Removes the ${one} with id ${fn.idParam ?? 'itemId'}`;
  }
}

/** 'average rating', 'number of reviews'. */
function describeFigure(figure: FunctionFigure, items: string): string {
  if (figure.op === 'count') return `number of ${items}`;
  const field = words(figure.field?.key ?? '').join(' ');
  const op = { avg: 'average', sum: 'total', min: 'lowest', max: 'highest' }[figure.op];
  return `${op} ${field}`;
}
