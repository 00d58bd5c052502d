import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import { camel, humanize, keyWords, pascal, singularLabel, str, withArticle } from './naming';
import { bindingLines, type PageContext } from './page-context';
import type { LookupPlan } from './plan-lookups';

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
    ...lookup.alsoKeys.map((k, i) => `.eq(${str(k.field.key)}, ${alsoNames(lookup)[i] ?? ''})`),
    ...lookup.conditions.map((c) => `.${c.op}(${str(c.field)}, ${c.value})`),
  ].join('');
}

/** The other typed values' names, as the page passes them and the web method takes them. */
function alsoNames(lookup: LookupPlan): string[] {
  return lookup.alsoKeys.map((k) => camel(`typed ${k.field.key}`));
}

/** Inside onReady: the lookup function, run by the button and by Enter in the input. */
export function writeLookup(ctx: PageContext, lookup: LookupPlan): void {
  const { body } = ctx;
  const { label, key, isNumber } = words(lookup);
  const fn = `lookUp${pascal(label)}`;
  const [first, ...others] = lookup.texts.map((t) => `$w(${str(`#${t.elementId}`)})`);
  const say = (message: string) => {
    body.line(`${first}.text = ${str(message)};`);
    for (const other of others) body.line(`${other}.text = '';`);
  };
  const button = `$w(${str(`#${lookup.buttonId}`)})`;
  body.comment(
    `Shows the ${label} whose ${key} the visitor typed in #${lookup.inputId}: only an exact match, one ${label} at a time.`,
  );
  body.block(`async function ${fn}() {`, () => {
    body.line(`const typed = $w(${str(`#${lookup.inputId}`)}).value.trim();`);
    body.line(`const key = ${isNumber ? 'Number(typed)' : 'typed'};`);
    body.block(`if (!typed${isNumber ? ' || !Number.isFinite(key)' : ''}) {`, () => {
      say(`Please enter ${isNumber ? 'a' : 'your'} ${key}.`);
      body.line('return;');
    });
    lookup.alsoKeys.forEach((also, i) => {
      const name = alsoNames(lookup)[i] ?? '';
      body.line(`const ${name} = $w(${str(`#${also.inputId}`)}).value.trim();`);
      body.block(`if (!${name}) {`, () => {
        say(`Please enter your ${keyWords(also.inputId).join(' ') || 'details'}.`);
        body.line('return;');
      });
    });
    body.line(`${button}.disable();`);
    body.tryCatch(
      () => {
        if (ctx.plan.dataAccess === 'direct') {
          ctx.needs.add('wixData');
          body.line(
            `const result = await wixData.query(${str(lookup.collection.name)}).eq(${str(lookup.keyField.key)}, key)${onlyIf(lookup)}.limit(1).find();`,
          );
          body.line('const item = result.items[0];');
        } else {
          ctx.imports.add(lookup.fnName);
          body.line(
            `const item = await ${lookup.fnName}(${['key', ...alsoNames(lookup)].join(', ')});`,
          );
        }
        body.ifElse(
          'item',
          () => {
            for (const b of lookup.texts)
              for (const line of bindingLines(ctx, '$w', b, null)) body.line(line);
          },
          () => say(lookup.notFound),
        );
      },
      () => {
        body.line(`console.error(${str(`Could not look up the ${label}`)}, error);`);
        say(`Sorry, the ${label} could not be looked up. Please try again.`);
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

/** find<Item>(key): anyone may call it; it sends the one exact match's shown fields, or null. */
export function writeLookupFunction(
  fns: CodeWriter,
  lookup: LookupPlan,
  helpers: Set<ArgHelper>,
  exported: Exported,
): void {
  const { label, key, isNumber } = words(lookup);
  const param = lookup.keyField.key;
  const sent = [...new Set(lookup.texts.map((t) => t.field.key))];
  helpers.add(isNumber ? 'numberArg' : 'textArg');
  fns.comment(
    `Finds the ${label} whose ${key} is the one given and sends only ${sent.map((k) => `\`${k}\``).join(', ')}; anyone may call it, and only an exact ${key} finds one. suppressAuth: the collection stays readable by admins only.`,
  );
  const alsoParams = lookup.alsoKeys.map((k) => k.field.key);
  exported(lookup.fnName, [param, ...alsoParams].join(', '), 'anyone', () => {
    fns.line(
      `const key = ${isNumber ? 'numberArg' : 'textArg'}(${param}, ${str(param)}, { required: true });`,
    );
    alsoParams.forEach((also, i) =>
      fns.line(
        `const ${alsoNames(lookup)[i] ?? ''} = textArg(${also}, ${str(also)}, { required: true });`,
      ),
    );
    fns.tryCatch(
      () => {
        fns.line(
          `const result = await wixData.query(${str(lookup.collection.name)}).eq(${str(param)}, key)${onlyIf(lookup)}.limit(1).find({ suppressAuth: true });`,
        );
        fns.line('const item = result.items[0];');
        fns.line(
          `return item ? { _id: item._id, ${sent.map((k) => `${k}: item.${k}`).join(', ')} } : null;`,
        );
      },
      () => {
        fns.line(`console.error(${str(`${lookup.fnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`The ${label} could not be looked up.`)});`);
      },
    );
  });
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
