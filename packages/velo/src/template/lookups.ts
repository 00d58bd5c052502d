import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import { camel, humanize, keyWords, pascal, singularLabel, str, withArticle } from './naming';
import { bindingLines, statusTextIds, tellVisitor, type PageContext } from './page-context';
import type { LookupPlan } from './plan-lookups';
import type { FormPlan } from './plan-types';

/**
 * The code of a lookup (plan-lookups.ts): the page reads the typed value and shows the one item
 * whose field equals it, or says none was found. With a web module, the module finds it with
 * suppressAuth and sends only the fields shown, so the collection stays readable by admins only.
 */

function words(lookup: LookupPlan) {
  return {
    label: singularLabel(lookup.collection.name),
    key: humanize(lookup.keyField.key).toLowerCase(),
    isNumber: lookup.keyField.type === 'number',
  };
}

/** What else the item must be: `.eq('active', true)`, and each other typed value's field. */
function onlyIf(lookup: LookupPlan): string {
  return [
    ...lookup.alsoKeys.flatMap((k, i) =>
      k.lastDigits ? [] : [`.eq(${str(k.field.key)}, ${alsoNames(lookup)[i] ?? ''})`],
    ),
    ...lookup.conditions.map((c) => `.${c.op}(${str(c.field)}, ${c.value})`),
  ].join('');
}

/**
 * The found item of `result`: the first, or the first whose field ends with the typed last
 * digits ('last 4 digits of phone'), which no query can ask for.
 */
function foundItem(lookup: LookupPlan, result: string): string {
  const tails = lookup.alsoKeys.flatMap((k, i) =>
    k.lastDigits
      ? [
          `String(i.${k.field.key} ?? '').replace(/\\D/g, '').endsWith(${alsoNames(lookup)[i] ?? ''})`,
        ]
      : [],
  );
  return tails.length > 0
    ? `${result}.items.find((i) => ${tails.join(' && ')})`
    : `${result}.items[0]`;
}

/** How many items the query reads: one, or a few to pick from by the typed last digits. */
function foundLimit(lookup: LookupPlan): number {
  return lookup.alsoKeys.some((k) => k.lastDigits) ? 10 : 1;
}

/** The other typed values' names, as the page passes them and the web method takes them. */
function alsoNames(lookup: LookupPlan): string[] {
  return lookup.alsoKeys.map((k) => camel(`typed ${k.field.key}`));
}

/** The page's variable holding the typed values that found the item a form then updates. */
export function foundKeysName(lookup: LookupPlan): string {
  return `found${pascal(words(lookup).label)}`;
}

/** Inside onReady: the lookup function, run by the button and by Enter in the input. */
export function writeLookup(ctx: PageContext, lookup: LookupPlan): void {
  const { body } = ctx;
  const { label, key, isNumber } = words(lookup);
  const fn = `lookUp${pascal(label)}`;
  // A form saving into the found item needs the typed values again: they are the visitor's key.
  const updated = ctx.plan.forms.some((f) => f.updatesFound === lookup);
  const found = foundKeysName(lookup);
  if (updated) {
    body.comment(
      `The ${key}${lookup.alsoKeys.length > 0 ? ' and the other typed values' : ''} that found the ${label} shown, by field, for the form that updates it; null until one is found.`,
    );
    body.line(`let ${found} = null;`);
  }
  const [first, ...others] = lookup.texts.map((t) => `$w(${str(`#${t.elementId}`)})`);
  const say = (message: string) => {
    body.line(`${first}.text = ${str(message)};`);
    for (const other of others) body.line(`${other}.text = '';`);
  };
  const button = `$w(${str(`#${lookup.buttonId}`)})`;
  const notFoundText = lookup.notFoundTextId ? notFoundLines(ctx, lookup.notFoundTextId) : null;
  // What goes wrong shows in the text for none found ('or an error in #couponError'), if any.
  const problem = (message: string) => {
    if (!notFoundText) return say(message);
    say('');
    body.line(notFoundText.say(str(message)));
  };
  body.comment(
    `Shows the ${label} whose ${key} the visitor typed in #${lookup.inputId}: only an exact match, one ${label} at a time.`,
  );
  body.block(`async function ${fn}() {`, () => {
    body.line(`const typed = $w(${str(`#${lookup.inputId}`)}).value.trim();`);
    body.line(`const key = ${isNumber ? 'Number(typed)' : 'typed'};`);
    body.block(`if (!typed${isNumber ? ' || !Number.isFinite(key)' : ''}) {`, () => {
      problem(`Please enter ${isNumber ? 'a' : 'your'} ${key}.`);
      body.line('return;');
    });
    lookup.alsoKeys.forEach((also, i) => {
      const name = alsoNames(lookup)[i] ?? '';
      body.line(`const ${name} = $w(${str(`#${also.inputId}`)}).value.trim();`);
      body.block(`if (!${name}) {`, () => {
        problem(`Please enter your ${keyWords(also.inputId).join(' ') || 'details'}.`);
        body.line('return;');
      });
      if (also.lastDigits)
        body.block(`if (!/^\\d{${also.lastDigits}}$/.test(${name})) {`, () => {
          problem(lastDigitsMessage(also));
          body.line('return;');
        });
    });
    body.line(`${button}.disable();`);
    body.tryCatch(
      () => {
        if (ctx.plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          body.line(
            `const result = await wixData.query(${str(lookup.collection.name)}).eq(${str(lookup.keyField.key)}, key)${onlyIf(lookup)}.limit(${foundLimit(lookup)}).find();`,
          );
          body.line(`const item = ${foundItem(lookup, 'result')};`);
        } else {
          ctx.imports.add(lookup.fnName);
          body.line(
            `const item = await ${lookup.fnName}(${['key', ...alsoNames(lookup)].join(', ')});`,
          );
        }
        body.ifElse(
          'item',
          () => {
            if (updated) body.line(`${found} = { ${foundValues(lookup).join(', ')} };`);
            if (notFoundText) body.line(notFoundText.clear);
            for (const b of lookup.texts)
              for (const line of bindingLines(ctx, '$w', b, null)) body.line(line);
          },
          () => {
            if (updated) body.line(`${found} = null;`);
            problem(lookup.notFound);
          },
        );
      },
      () => {
        body.line(`console.error(${str(`Could not look up the ${label}`)}, error);`);
        problem(`Sorry, the ${label} could not be looked up. Please try again.`);
      },
    );
    body.line(`${button}.enable();`);
  });
  body.line(`${button}.onClick(${fn});`);
  body.block(
    `$w(${str(`#${lookup.inputId}`)}).onKeyPress((event) => {`,
    () => body.block("if (event.key === 'Enter') {", () => body.line(`void ${fn}();`)),
    '});',
  );
  body.blank();
}

/** `inviteCode: key`, then each other typed value: what the page keeps of a found item's key. */
function foundValues(lookup: LookupPlan): string[] {
  const [param, ...alsoParams] = keyParams(lookup);
  return [
    `${param ?? ''}: key`,
    ...alsoParams.map((p, i) => `${p}: ${alsoNames(lookup)[i] ?? ''}`),
  ];
}

/** The web method's parameters: the typed value, then the other typed values. */
export function keyParams(lookup: LookupPlan): string[] {
  return [lookup.keyField.key, ...lookup.alsoKeys.map((k) => k.field.key)];
}

/** Checks the typed values a web method got: `key`, then each other one by its own name. */
function writeKeyArgs(fns: CodeWriter, lookup: LookupPlan, helpers: Set<ArgHelper>): void {
  const { isNumber } = words(lookup);
  const [param, ...alsoParams] = keyParams(lookup);
  helpers.add(isNumber ? 'numberArg' : 'textArg');
  fns.line(
    `const key = ${isNumber ? 'numberArg' : 'textArg'}(${param}, ${str(param ?? '')}, { required: true });`,
  );
  alsoParams.forEach((also, i) => {
    const name = alsoNames(lookup)[i] ?? '';
    fns.line(`const ${name} = textArg(${also}, ${str(also)}, { required: true });`);
    const key = lookup.alsoKeys[i];
    if (key?.lastDigits)
      fns.block(`if (!/^\\d{${key.lastDigits}}$/.test(${name})) {`, () =>
        fns.line(`throw new Error(${str(lastDigitsMessage(key))});`),
      );
  });
}

/** 'Please enter the last 4 digits of your phone.' (#phoneInput) */
function lastDigitsMessage(key: LookupPlan['alsoKeys'][number]): string {
  const what = keyWords(key.inputId).join(' ') || humanize(key.field.key).toLowerCase();
  return `Please enter the last ${key.lastDigits} digits of your ${what}.`;
}

/** The web module's query for the one item the typed values find, with suppressAuth. */
function foundQuery(lookup: LookupPlan): string {
  return `wixData.query(${str(lookup.collection.name)}).eq(${str(lookup.keyField.key)}, key)${onlyIf(lookup)}.limit(${foundLimit(lookup)}).find({ suppressAuth: true })`;
}

/**
 * The web method's save into the found item, after the form's values are checked into `item`:
 * found again by the typed values, then updated with them, both with suppressAuth.
 */
export function writeFoundItemUpdate(
  fns: CodeWriter,
  form: FormPlan,
  lookup: LookupPlan,
  helpers: Set<ArgHelper>,
): void {
  const { label } = words(lookup);
  const collection = str(lookup.collection.name);
  writeKeyArgs(fns, lookup, helpers);
  fns.line('let found;');
  fns.tryCatch(
    () => fns.line(`found = ${foundItem(lookup, `(await ${foundQuery(lookup)})`)};`),
    () => {
      fns.line(`console.error(${str(`${form.fnName} failed`)}, error);`);
      fns.line(`throw new Error(${str(`The ${label} could not be looked up.`)});`);
    },
  );
  fns.block('if (!found) {', () => fns.line(`throw new Error(${str(lookup.notFound)});`));
  fns.tryCatch(
    () => {
      fns.comment("Only the form's fields change; the rest of the item stays as it was.");
      fns.line(
        `const saved = await wixData.update(${collection}, { ...found, ...item }, { suppressAuth: true });`,
      );
      fns.line('return { _id: saved._id };');
    },
    () => {
      fns.line(`console.error(${str(`${form.fnName} failed`)}, error);`);
      fns.line(`throw new Error(${str(`The ${label} could not be saved.`)});`);
    },
  );
}

/**
 * The submit's save into the item the visitor found: the web method gets the typed values that
 * found it; page-only code finds it again by them and updates it with the form's values.
 */
export function foundItemSave(
  ctx: PageContext,
  form: FormPlan,
  lookup: LookupPlan,
  values: string,
): string[] {
  const found = foundKeysName(lookup);
  const typed = keyParams(lookup).map((param) => `${found}.${param}`);
  if (ctx.plan.dataAccess === 'backend')
    return [`await ${form.fnName}(${[...typed, values].join(', ')});`];
  const collection = str(lookup.collection.name);
  const keys = keyParams(lookup).map((param, i) => `.eq(${str(param)}, ${typed[i] ?? ''})`);
  const conditions = lookup.conditions.map((c) => `.${c.op}(${str(c.field)}, ${c.value})`);
  return [
    `const [item] = (await wixData.query(${collection})${[...keys, ...conditions].join('')}.limit(1).find()).items;`,
    'if (!item) {',
    `  throw new Error(${str(lookup.notFound)});`,
    '}',
    `await wixData.update(${collection}, { ...item, ...${camel(form.name)}Item(${values}) });`,
  ];
}

/** How the text that says none was found says it, and clears it once one is: a status text shows and hides. */
function notFoundLines(
  ctx: PageContext,
  id: string,
): { say: (m: string) => string; clear: string } {
  const el = `$w(${str(`#${id}`)})`;
  return statusTextIds(ctx.plan).includes(id)
    ? { say: (m) => tellVisitor(ctx, id, m, 'error'), clear: `${el}.hide();` }
    : { say: (m) => `${el}.text = ${m};`, clear: `${el}.text = '';` };
}

/** find<Item>(key): anyone (or, on an admins' page, admins) may call it; it sends the one exact match's shown fields, or null. */
export function writeLookupFunction(
  fns: CodeWriter,
  lookup: LookupPlan,
  helpers: Set<ArgHelper>,
  exported: Exported,
): void {
  const { label, key } = words(lookup);
  const sent = [...new Set(lookup.texts.map((t) => t.field.key))];
  fns.comment(
    `Finds the ${label} whose ${key} is the one given and sends only ${sent.map((k) => `\`${k}\``).join(', ')}; ${lookup.adminOnly ? 'only site admins may call it' : 'anyone may call it'}, and only an exact ${key} finds one. suppressAuth: the collection stays readable by admins only.`,
  );
  exported(
    lookup.fnName,
    keyParams(lookup).join(', '),
    lookup.adminOnly ? 'admin' : 'anyone',
    () => {
      writeKeyArgs(fns, lookup, helpers);
      fns.tryCatch(
        () => {
          fns.line(`const result = await ${foundQuery(lookup)};`);
          fns.line(`const item = ${foundItem(lookup, 'result')};`);
          fns.line(
            `return item ? { _id: item._id, ${sent.map((k) => `${k}: item.${k}`).join(', ')} } : null;`,
          );
        },
        () => {
          fns.line(`console.error(${str(`${lookup.fnName} failed`)}, error);`);
          fns.line(`throw new Error(${str(`The ${label} could not be looked up.`)});`);
        },
      );
    },
  );
}

/** The setup's test of a lookup: a real value, then a made-up one. */
export function lookupTestStep(lookup: LookupPlan): string {
  const { label, key } = words(lookup);
  const shown = lookup.texts.map(
    (t) => `\`${t.elementId}\` shows its ${humanize(t.field.key).toLowerCase()}`,
  );
  const also = lookup.alsoKeys.map(
    (k) => ` and its ${humanize(k.field.key).toLowerCase()} into \`${k.inputId}\``,
  );
  return `Type the ${key} of ${withArticle(label)} in \`${lookup.collection.name}\` into \`${lookup.inputId}\`${also.join('')} and click \`${lookup.buttonId}\` (or press Enter): ${shown.join(', ')}. A made-up one says "${lookup.notFound}"`;
}
