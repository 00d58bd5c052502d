import type { ArgHelper } from './backend-args';
import type { Exported } from './backend-forms';
import type { CodeWriter } from './code';
import { itemsLabel, singularLabel, str, withArticle } from './naming';
import { type PageContext, tellVisitor } from './page-context';
import { writeLoginPrompt } from './item-joins';
import type { ItemRowAdd } from './plan-item-rows';
import type { ListPlan, Plan } from './plan-types';
import { EDITOR_ROLE, WHO } from './access-names';

/**
 * The code of an item button saving a row about its item with the page's inputs
 * (plan-item-rows.ts): checked on the page, saved through a web method that checks it again and
 * refuses a taken one, or in page-only code by wixData directly.
 */

const isEmail = (a: ItemRowAdd['inputs'][number]) => /e-?mail/i.test(a.field.key);

/** Inside onItemReady: the click checks the inputs, saves the row and says how it went. */
export function writeItemRowAdd(ctx: PageContext, list: ListPlan, a: ItemRowAdd): void {
  const { body } = ctx;
  const button = `$item(${str(`#${a.buttonId}`)})`;
  const label = singularLabel(a.collection.name);
  const itemText = a.itemTextId ? `$item(${str(`#${a.itemTextId}`)})` : null;
  // A text in the item speaks for its own item; else the list's text, or the console.
  const tell = (message: string, kind: 'error' | 'info') => {
    if (!itemText) return body.line(tellVisitor(ctx, list.statusTextId, message, kind));
    body.line(`${itemText}.text = ${message};`);
    body.line(`${itemText}.show();`);
  };
  const input = (i: ItemRowAdd['inputs'][number]) =>
    `${i.inItem ? '$item' : '$w'}(${str(`#${i.elementId}`)})`;
  if (itemText) body.line(`${itemText}.hide();`);
  body.block(
    `${button}.onClick(async () => {`,
    () => {
      if (a.membersOnly) {
        ctx.needs.add('members');
        ctx.needs.add('login');
        body.comment("A visitor logs in first (Wix's login).");
        body.block('if (!(await currentMember.getMember())) {', () => writeLoginPrompt(ctx));
      }
      body.block(
        'const values = {',
        () => {
          for (const i of a.inputs) {
            // A number field takes the number the text or choice says ('' stays empty).
            body.line(
              i.field.type === 'number'
                ? `${i.field.key}: ${input(i)}.value === '' ? null : Number(${input(i)}.value),`
                : `${i.field.key}: ${input(i)}${i.field.type === 'date' ? '.value' : '.value.trim()'},`,
            );
          }
        },
        '};',
      );
      for (const i of a.inputs) {
        const missing =
          i.field.type === 'number'
            ? `values.${i.field.key} === null || Number.isNaN(values.${i.field.key})`
            : `!values.${i.field.key}`;
        body.block(`if (${missing}) {`, () => {
          tell(
            str(
              i.field.type === 'date' || i.picked
                ? `Please choose ${withArticle(i.label)}.`
                : `Please enter your ${i.label}.`,
            ),
            'error',
          );
          body.line('return;');
        });
        if (isEmail(i)) {
          ctx.needs.add('emailPattern');
          body.block(`if (!EMAIL_PATTERN.test(values.${i.field.key})) {`, () => {
            tell(str('Please enter a valid email address.'), 'error');
            body.line('return;');
          });
        }
      }
      body.line(`${button}.disable();`);
      body.tryCatch(
        () => {
          if (ctx.plan.dataAccess === 'direct') {
            ctx.needs.add('wixData');
            const c = str(a.collection.name);
            if (a.unique) {
              const same = a.unique.fields
                .map((f) => `.eq(${str(f.key)}, values.${f.key})`)
                .join('');
              body.line(
                `const taken = await wixData.query(${c}).eq(${str(a.field.key)}, item._id)${same}.count();`,
              );
              body.block('if (taken > 0) {', () =>
                body.line(`throw new Error(${str(a.unique?.message ?? '')});`),
              );
            }
            body.line(`await wixData.insert(${c}, { ${a.field.key}: item._id, ...values });`);
          } else {
            ctx.imports.add(a.fnName);
            body.line(`await ${a.fnName}(item._id, values);`);
          }
          // What was typed in the item is sent: emptied for the next one.
          for (const i of a.inputs.filter((one) => one.inItem))
            body.line(`${input(i)}.value = '';`);
          tell(str(a.success), 'info');
          // The list shows free items only: the one just taken goes.
          if (a.hidesTaken) body.line(`await load${list.name}();`);
        },
        () => {
          body.line(`console.error(${str(`Could not save the ${label}`)}, error);`);
          const sorry = str(`Sorry, the ${label} could not be saved. Please try again.`);
          tell(
            a.unique
              ? `error instanceof Error && error.message === ${str(a.unique.message)} ? error.message : ${sorry}`
              : sorry,
            'error',
          );
        },
      );
      body.line(`${button}.enable();`);
    },
    '});',
  );
}

/** add<Row>(itemId, values): anyone may call it; every value is checked here again. */
export function writeItemRowFunction(
  fns: CodeWriter,
  a: ItemRowAdd,
  helpers: Set<ArgHelper>,
  exported: Exported,
  access: 'anyone' | 'members',
): void {
  const c = str(a.collection.name);
  const label = singularLabel(a.collection.name);
  const param = `${a.field.key}Id`;
  helpers.add('objectArg');
  helpers.add('textArg');
  fns.comment(
    `Saves a ${label} for the ${a.field.key} with the id given, with what the visitor typed; ${access === 'anyone' ? 'anyone' : 'signed-in members'} may call it, so every value is checked here.`,
  );
  exported(a.fnName, `${param}, values`, access, () => {
    fns.line("const args = objectArg(values, 'values');");
    fns.block(
      'const item = {',
      () => {
        fns.line(`${a.field.key}: textArg(${param}, ${str(param)}, { required: true }),`);
        for (const i of a.inputs) {
          const key = i.field.key;
          if (i.field.type === 'number') {
            helpers.add('numberArg');
            fns.line(`${key}: numberArg(args.${key}, ${str(key)}, { required: true }),`);
            continue;
          }
          const helper: ArgHelper =
            i.field.type === 'date' ? 'dateArg' : isEmail(i) ? 'emailArg' : 'textArg';
          helpers.add(helper);
          const most = i.long ? ', maxLength: 5000' : '';
          fns.line(
            helper === 'textArg'
              ? `${key}: textArg(args.${key}, ${str(key)}, { required: true${most} }),`
              : `${key}: ${helper}(args.${key}, ${str(key)}, true),`,
          );
        }
      },
      '};',
    );
    const fail = () => {
      fns.line(`console.error(${str(`${a.fnName} failed`)}, error);`);
      fns.line(`throw new Error(${str(`The ${label} could not be saved.`)});`);
    };
    if (a.unique) {
      const unique = a.unique;
      const same = [a.field, ...unique.fields]
        .map((f) => `.eq(${str(f.key)}, item.${f.key})`)
        .join('');
      fns.comment(
        'Checked again here: another visitor may have taken it since the page loaded. suppressAuth: the check must see every row. wix-data has no transactions, so two saves at the same moment can both pass.',
      );
      fns.line('let taken;');
      fns.tryCatch(
        () => fns.line(`taken = await wixData.query(${c})${same}.count({ suppressAuth: true });`),
        fail,
      );
      fns.block('if (taken > 0) {', () => fns.line(`throw new Error(${str(unique.message)});`));
    }
    fns.tryCatch(() => {
      fns.line(`const saved = await wixData.insert(${c}, item, { suppressAuth: true });`);
      fns.line('return { _id: saved._id };');
    }, fail);
  });
}

/** The items of a list with no row on the chosen day, and a reload when the day changes. */
export function writeFreeItems(ctx: PageContext, list: ListPlan, a: ItemRowAdd): void {
  const taken = a.hidesTaken;
  if (!taken) return;
  const { body } = ctx;
  const items = itemsLabel(list.collection?.name ?? 'items');
  const picker = `$w(${str(`#${taken.dateInputId}`)})`;
  body.comment(
    `The ${items} with no ${singularLabel(a.collection.name)} on the day chosen in #${taken.dateInputId} (all of them until one is chosen).`,
  );
  body.block(`async function free${list.name}(items) {`, () => {
    body.line(`const day = ${picker}.value;`);
    body.block('if (!day) {', () => body.line('return items;'));
    if (ctx.plan.dataAccess === 'direct') {
      ctx.needs.add('wixData');
      body.line(
        `const { items: rows } = await wixData.query(${str(a.collection.name)}).eq(${str(dateKey(a))}, day).limit(1000).find();`,
      );
      body.line(`const taken = rows.map((row) => row.${a.field.key});`);
    } else {
      ctx.imports.add(taken.fnName);
      body.line(`const taken = await ${taken.fnName}(day);`);
    }
    body.line('return items.filter((item) => !taken.includes(item._id));');
  });
  body.line(`${picker}.onChange(() => load${list.name}());`);
  body.blank();
}

/** getTaken<Items>(day): the ids of the items with a row that day; no other detail leaves. */
export function writeTakenFunction(
  fns: CodeWriter,
  a: ItemRowAdd,
  helpers: Set<ArgHelper>,
  exported: Exported,
): void {
  const taken = a.hidesTaken;
  if (!taken) return;
  helpers.add('dateArg');
  fns.comment(
    `The ${a.field.key} ids with a ${singularLabel(a.collection.name)} on the day given; anyone may call it, and only the ids are sent (suppressAuth: the rows stay private).`,
  );
  exported(taken.fnName, 'day', 'anyone', () => {
    fns.line("const date = dateArg(day, 'day', true);");
    fns.tryCatch(
      () => {
        fns.line(
          `const { items } = await wixData.query(${str(a.collection.name)}).eq(${str(dateKey(a))}, date).limit(1000).find({ suppressAuth: true });`,
        );
        fns.line(`return items.map((row) => row.${a.field.key});`);
      },
      () => {
        fns.line(`console.error(${str(`${taken.fnName} failed`)}, error);`);
        fns.line(`throw new Error('The free times could not be loaded.');`);
      },
    );
  });
}

function dateKey(a: ItemRowAdd): string {
  return a.inputs.find((i) => i.field.type === 'date')?.field.key ?? 'date';
}

/**
 * The collection's permissions for rows item buttons save: a web module checks and saves them
 * with suppressAuth, so they stay private; page-only code that checks what is taken must read
 * them, and page-only code that checks nothing ('#answerBox … save it to Answers') reads none.
 */
export function itemRowPermissions(plan: Plan, a: ItemRowAdd): string[] {
  if (plan.dataAccess === 'backend')
    return [
      `only admins can view and add content ("${EDITOR_ROLE.admin}": the web module checks and saves each one with suppressAuth, so visitors never read them)`,
    ];
  if (a.unique || a.hidesTaken)
    return [
      `anyone can view and add content (the page reads them to check what is taken, so visitors could read them: generate with a backend web module to keep them private)`,
    ];
  const who = WHO[a.membersOnly ? 'members' : 'anyone'];
  return [
    `${who.who} can add content, and only admins can view it ("${who.role}" for adding, "${EDITOR_ROLE.admin}" for viewing: nothing on the page reads them back)`,
  ];
}
