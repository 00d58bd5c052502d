import type { CodeWriter } from './code';
import { str } from './naming';
import type { FilterControl } from './plan-types';

/** One filter of a list's query builder, as the page's control (or the URL) sets it. */

/** A dropdown, radio group or text input over a Number field ('3' bedrooms): sent as a number. */
export function isNumberFilter(filter: FilterControl): boolean {
  return (
    filter.field.type === 'number' &&
    (filter.control === 'dropdown' || filter.control === 'radio' || filter.control === 'input')
  );
}

/** A number filter's listed choice '4+' (4 or more): its value is 4. */
function orMoreChoice(f: FilterControl): number | null {
  const choice =
    f.options?.kind === 'fixed' ? f.options.values.find((v) => /^\d+\+$/.test(v)) : null;
  return choice ? Number(choice.slice(0, -1)) : null;
}

export function writeFilter(w: CodeWriter, f: FilterControl, collection: string): void {
  const key = `options.${f.key}`;
  const field = str(f.field.key);
  if (f.control === 'date') {
    writeDayFilter(w, f, key, field);
    return;
  }
  if (f.control === 'month') {
    // The first day of the chosen month, then the first of the next: the page's calendar.
    const op = f.end === 0 ? 'ge' : 'lt';
    w.block(`if (${key}) {`, () => w.line(`query = query.${op}(${field}, ${key});`));
    return;
  }
  switch (f.op) {
    case 'hasNone':
      w.block(`if (${key}.length > 0) {`, () =>
        w.line(`query = query.not(wixData.query(${collection}).hasSome(${field}, ${key}));`),
      );
      return;
    case 'hasSome':
    case 'hasAll':
      // A checkbox group's value is already a list; a dropdown's one choice becomes one.
      if (f.control === 'checkboxGroup')
        w.block(`if (${key}.length > 0) {`, () =>
          w.line(`query = query.${f.op}(${field}, ${key});`),
        );
      else w.block(`if (${key}) {`, () => w.line(`query = query.${f.op}(${field}, [${key}]);`));
      return;
    case 'ge':
    case 'le':
      w.block(`if (typeof ${key} === 'number') {`, () =>
        w.line(`query = query.${f.op}(${field}, ${key});`),
      );
      return;
    case 'contains':
    case 'startsWith':
      w.block(`if (${key}) {`, () => w.line(`query = query.${f.op}(${field}, ${key});`));
      return;
    case 'ne':
      w.block(`if (${key}) {`, () => w.line(`query = query.ne(${field}, ${key});`));
      return;
    case 'eq':
      if (isNumberFilter(f)) {
        const atLeast = orMoreChoice(f);
        w.block(`if (typeof ${key} === 'number') {`, () => {
          if (atLeast === null) return void w.line(`query = query.eq(${field}, ${key});`);
          w.comment(`The choice '${atLeast}+' is ${atLeast} or more.`);
          w.line(
            `query = ${key} >= ${atLeast} ? query.ge(${field}, ${key}) : query.eq(${field}, ${key});`,
          );
        });
      } else if (f.control === 'checkbox') {
        w.block(`if (${key}) {`, () => w.line(`query = query.eq(${field}, true);`));
      } else {
        w.block(`if (${key}) {`, () => w.line(`query = query.eq(${field}, ${key});`));
      }
  }
}

/**
 * A picked day (the visitor's midnight) bounds the field: from its start, through its end (the
 * next 24 hours), or within it.
 */
function writeDayFilter(w: CodeWriter, f: FilterControl, key: string, field: string): void {
  const dayAfter = `new Date(${key}.getTime() + 24 * 60 * 60 * 1000)`;
  w.block(`if (${key}) {`, () => {
    // Items whose span holds the day: started by its end, not ended before it.
    if (f.untilField)
      w.line(`query = query.lt(${field}, ${dayAfter}).ge(${str(f.untilField.key)}, ${key});`);
    else if (f.op === 'ge') w.line(`query = query.ge(${field}, ${key});`);
    else if (f.op === 'le') w.line(`query = query.lt(${field}, ${dayAfter});`);
    else w.line(`query = query.between(${field}, ${key}, ${dayAfter});`);
  });
}
