import type { Access } from './keywords';
import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import { camel, singularLabel, str, pageElement as $ } from './naming';
import type { PageContext } from './page-context';
import { numberText, toHundredths } from './number-texts';
import type { OrderTotal } from './plan-order-total';
import type { FormPlan } from './plan-types';

/** Price times quantity, to the cent. */
const times = (price: string, quantity: string) => toHundredths(`${price} * ${quantity}`);

/** `orderTotal(productId, quantity)`: the page's own working-out of the total (plan-order-total.ts). */
export function totalFn(form: FormPlan): string {
  return `${camel(form.name)}Total`;
}

/**
 * The total the page shows as the choice and the quantity change: the chosen item's price read
 * by id (directly, or through the web method), times the quantity.
 */
export function writeOrderTotal(ctx: PageContext, form: FormPlan, t: OrderTotal): void {
  const { body, plan } = ctx;
  const item = singularLabel(t.source.name);
  const fn = totalFn(form);
  body.comment(
    `The total for a ${item} and a quantity: its ${t.priceKey} times the quantity, null when it has none.`,
  );
  body.block(`async function ${fn}(${camel(item)}Id, quantity) {`, () => {
    if (plan.dataAccess === 'direct') {
      ctx.needs.add('wixData');
      body.line(`const chosen = await wixData.get(${str(t.source.name)}, ${camel(item)}Id);`);
      body.line(`const price = chosen ? chosen.${t.priceKey} : null;`);
    } else {
      ctx.imports.add(t.priceFnName);
      body.line(`const price = await ${t.priceFnName}(${camel(item)}Id);`);
    }
    body.line(`return typeof price === 'number' ? ${times('price', 'quantity')} : null;`);
  });
  const show = `show${form.name}Total`;
  // Shown as the price is: '$59.97' when the prompt writes prices as money.
  const shown = numberText(ctx, t.priceKey, 'total', false);
  body.comment(`#${t.textId} shows the total as #${t.choiceId} and #${t.quantityId} change.`);
  body.block(`async function ${show}() {`, () => {
    body.line(`const quantity = Number(${$(t.quantityId)}.value);`);
    body.block(`if (!${$(t.choiceId)}.value || !(quantity > 0)) {`, () => {
      body.line(`${$(t.textId)}.text = '';`);
      body.line('return;');
    });
    body.tryCatch(
      () => {
        body.line(`const total = await ${fn}(${$(t.choiceId)}.value, quantity);`);
        body.line(`${$(t.textId)}.text = total === null ? '' : ${shown};`);
      },
      () => body.line("console.error('Could not work out the total', error);"),
    );
  });
  body.line(`${$(t.choiceId)}.onChange(${show});`);
  body.line(`${$(t.quantityId)}.onInput(${show});`);
  body.blank();
}

/** Page-only code's save: the item with its total worked out the same way, when it keeps one. */
export function directSave(form: FormPlan, values: string): string[] {
  const collection = str(form.collection?.name ?? '');
  const item = `${camel(form.name)}Item(${values})`;
  const t = form.total;
  // Further groups filled in ('#child2Name …') are items too, each with the shared values.
  if (form.rows.length > 0)
    return [
      `const { more, ...shared } = ${values};`,
      `const items = [shared, ...more.map((row) => ({ ...shared, ...row }))].map(${camel(form.name)}Item);`,
      `const saved = await wixData.bulkInsert(${collection}, items);`,
      'if (saved.errors.length > 0) {',
      '  throw saved.errors[0];',
      '}',
    ];
  if (!t?.savedKey) return [`await wixData.insert(${collection}, ${item});`];
  return [
    `const item = ${item};`,
    `item.${t.savedKey} = await ${totalFn(form)}(item.${t.choiceKey}, item.${t.quantityKey});`,
    `await wixData.insert(${collection}, item);`,
  ];
}

/** The web method reading one chosen item's price, for the total the page shows. */
export function writePriceFunction(
  fns: CodeWriter,
  t: OrderTotal,
  helpers: Set<ArgHelper>,
  exported: Exported,
  access: Access,
): void {
  helpers.add('textArg');
  const id = `${camel(singularLabel(t.source.name))}Id`;
  fns.comment(`The ${t.priceKey} of one ${t.source.name} item, for the total the page shows.`);
  exported(t.priceFnName, id, access, () => {
    fns.line(`const id = textArg(${id}, ${str(id)}, { required: true });`);
    fns.tryCatch(
      () => {
        fns.line(`const chosen = await wixData.get(${str(t.source.name)}, id);`);
        fns.line(
          `return chosen && typeof chosen.${t.priceKey} === 'number' ? chosen.${t.priceKey} : null;`,
        );
      },
      () => {
        fns.line(`console.error(${str(`${t.priceFnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`The ${t.priceKey} could not be read.`)});`);
      },
    );
  });
}

/** In the submit web method: the total from the stored price, never from the browser. */
export function writeServerTotal(fns: CodeWriter, t: OrderTotal): void {
  if (!t.savedKey) return;
  const item = singularLabel(t.source.name);
  fns.comment(
    `The ${t.savedKey} is worked out here from the ${item}'s stored ${t.priceKey}: the browser can't be trusted.`,
  );
  fns.line(`const chosen = await wixData.get(${str(t.source.name)}, item.${t.choiceKey});`);
  fns.block(`if (!chosen || typeof chosen.${t.priceKey} !== 'number') {`, () =>
    fns.line(`throw new Error(${str(`That ${item} is no longer available.`)});`),
  );
  fns.line(`item.${t.savedKey} = ${times(`chosen.${t.priceKey}`, `item.${t.quantityKey}`)};`);
}
