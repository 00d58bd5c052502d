import { memberValues } from './member-forms';
import { writeItemNumber, writeNextNumber, writeUniqueNumber } from './form-auto-number';
import type { SiteCollection } from '../structure';
import { CALLERS, EDITOR_ROLE, WEB_METHOD_PERMISSION } from './access-names';
import type { ArgHelper } from './backend-args';
import { writeDeadlineRefusal } from './form-deadline-code';
import type { CodeWriter } from './code';
import { writeServerTotal } from './order-totals';
import { keyParams, writeFoundItemUpdate } from './lookups';
import { writeChoiceCheck } from './choice-checks';
import { writeFormRules, writeOverlapCheck, writePatternChecks } from './backend-form-rules';
import type { Access } from './keywords';
import { humanize, itemsLabel, singularLabel, str, withArticle } from './naming';
import { isNumberChoice, isYesNoChoice } from './plan-input-choices';
import { limitWords } from './plan-form-limits';
import type { FormInput, FormPlan } from './plan-types';

/**
 * The backend's form functions: the save web method of each form (an insert, or for a member's
 * own item an update of it), the reader that fills a member's own form, and the argument check
 * of each input by what it holds.
 */

/** Writes one exported function: a web method with its permission, or a .jsw function. */
export type Exported = (name: string, params: string, access: Access, body: () => void) => void;

/** `ownItem(collection)`: the signed-in member's own item of a collection, or null. */
export function writeOwnItemFinder(queries: CodeWriter): void {
  queries.comment("The signed-in member's own item of a collection (the one they saved), or null.");
  queries.block('async function ownItem(collection) {', () => {
    queries.line('const member = await currentMember.getMember();');
    queries.block('if (!member) {', () => {
      queries.line("throw new Error('Please log in first.');");
    });
    queries.line(
      "const { items } = await wixData.query(collection).eq('_owner', member._id).limit(1).find();",
    );
    queries.line('return items[0] || null;');
  });
  queries.blank();
}

/** getMy<Name>: the member's own item of a collection, to fill a form or the page's texts. */
export function writeOwnItemReader(
  fns: CodeWriter,
  fnName: string,
  collection: SiteCollection,
  exported: Exported,
): void {
  const label = singularLabel(collection.name);
  fns.comment(`The signed-in member's own ${label}, or null before they first save one.`);
  exported(fnName, '', 'members', () => {
    fns.tryCatch(
      () => fns.line(`return await ownItem(${str(collection.name)});`),
      () => {
        fns.line(`console.error(${str(`${fnName} failed`)}, error);`);
        fns.line(`throw new Error(${str(`Your ${label} could not be loaded.`)});`);
      },
    );
  });
}

/**
 * getMy<Name>: only the named fields of the signed-in member's row, found by their id in
 * `keyField` ('plan' of MemberPlans by memberId, for a box only some members see; 'plan' and
 * 'washesLeft' of the member's Memberships row, which an admin adds). Read with suppressAuth from
 * an admins-only collection: no member reads another's row, nor the rest of their own.
 */
export function writeOwnRowReader(
  fns: CodeWriter,
  row: { fnName: string; collection: SiteCollection; keyField: string; fields: string[] },
  exported: Exported,
): void {
  const { fnName, collection, keyField, fields } = row;
  const by = keyField === '_owner' ? 'the member who added it' : keyField;
  const none = `{ ${fields.map((f) => `${f}: null`).join(', ')} }`;
  fns.comment(
    `The signed-in member's ${fields.join(', ')} from ${collection.name} (their row, by ${by}), and nothing else; null when they have none.`,
    `suppressAuth: members cannot read ${collection.name}, so no one reads another member's row.`,
  );
  exported(fnName, '', 'members', () => {
    fns.tryCatch(
      () => {
        fns.line('const member = await currentMember.getMember();');
        fns.block('if (!member) {', () => fns.line(`return ${none};`));
        fns.line(
          `const { items } = await wixData.query(${str(collection.name)}).eq(${str(keyField)}, member._id).limit(1).find({ suppressAuth: true });`,
        );
        fns.line('const item = items[0];');
        fns.line(`return item ? { ${fields.map((f) => `${f}: item.${f}`).join(', ')} } : ${none};`);
      },
      () => {
        fns.line(`console.error(${str(`${fnName} failed`)}, error);`);
        fns.line(
          `throw new Error(${str(fields.length === 1 ? `Your ${fields[0]} could not be loaded.` : `Your ${singularLabel(collection.name)} could not be loaded.`)});`,
        );
      },
    );
  });
}

export function writeSubmitFunction(
  fns: CodeWriter,
  form: FormPlan,
  helpers: Set<ArgHelper>,
  exported: Exported,
  web: boolean,
  access: Access,
  guarded: boolean,
): void {
  helpers.add('objectArg');
  const collection = form.collection;
  const what = collection ? `one ${collection.name} item` : 'the form';
  const found = form.updatesFound;
  if (found) {
    fns.comment(
      `Updates the ${singularLabel(found.collection.name)} found by the typed ${humanize(found.keyField.key).toLowerCase()} with the form's values. Anyone may call it: that value is the visitor's key`,
      "to their one item, found again here, and every value is checked: the browser can't be trusted.",
    );
  } else if (access === 'anyone') {
    fns.comment(
      `Saves ${what} from the form. Visitors submit it without signing in, so the method is open to`,
      web
        ? "anyone (Permissions.Anyone) and every value is checked here: the browser can't be trusted."
        : "anyone (the .jsw default) and every value is checked here: the browser can't be trusted.",
    );
  } else {
    fns.comment(
      `Saves ${what} from the form. Only ${CALLERS[access]} may call it (${web ? `Permissions.${WEB_METHOD_PERMISSION[access]}` : `the ${EDITOR_ROLE[access]} permission set in the editor`}),`,
      "and every value is still checked here: the browser can't be trusted.",
    );
  }
  const params = found ? [...keyParams(found), 'values'] : ['values'];
  const numbered = collection && !found ? form.autoNumber : undefined;
  if (collection && numbered) writeNextNumber(fns, collection.name, numbered);
  exported(form.fnName, params.join(', '), found ? 'anyone' : access, () => {
    fns.line("const args = objectArg(values, 'values');");
    const ownerCounted = form.limit?.fields.some((f) => f.key === '_owner') ?? false;
    const fromMember = memberValues(form);
    if (fromMember.length > 0 || ownerCounted) {
      fns.comment(
        fromMember.length > 0
          ? `${fromMember.map(([key]) => key).join(' and ')} ${fromMember.length === 1 ? 'comes' : 'come'} from the caller's session: never sent.`
          : "The caller's own id, from their session, counts what they saved before.",
      );
      fns.line('const member = await currentMember.getMember();');
      fns.block('if (!member) {', () => fns.line("throw new Error('Please log in first.');"));
    }
    const sent = form.inputs.filter((i) => i.field !== null || collection === null);
    fns.block(
      'const item = {',
      () => {
        // An email counted once ('if the email is already in Subscribers') is saved in lower case,
        // so Ann@X.com is found as ann@x.com.
        const counted = (i: FormInput) =>
          i.kind === 'email' && form.limit?.fields.some((f) => f === i.field) === true;
        for (const input of sent)
          fns.line(
            `${input.field?.key ?? input.valueKey}: ${argCheck(input, helpers)}${counted(input) ? '.toLowerCase()' : ''},`,
          );
        if (form.linkedField) {
          // The id of the item the page shows; an empty one links nothing.
          helpers.add('textArg');
          const key = form.linkedField.key;
          fns.line(`${key}: textArg(args.${key}, ${str(key)}) || null,`);
        }
        // Set here, never sent: a visitor cannot save another.
        for (const v of form.fixedValues) fns.line(`${v.field.key}: ${v.literal},`);
        for (const [key, value] of fromMember) fns.line(`${key}: ${value},`);
      },
      '};',
    );
    if (form.editsOwn) {
      for (const input of sent.filter((i) => i.control === 'upload' && i.field)) {
        const key = input.field?.key ?? '';
        fns.comment('No new file chosen: the saved one stays.');
        fns.block(`if (item.${key} === null) {`, () => fns.line(`delete item.${key};`));
      }
    }
    writePatternChecks(fns, sent);
    for (const input of sent) writeChoiceCheck(fns, input);
    for (const input of sent) writeFormRules(fns, input, sent);
    for (const input of sent.filter((i) => i.kind === 'boolean' && i.required)) {
      fns.block(`if (!item.${input.field?.key ?? input.valueKey}) {`, () => {
        fns.line(`throw new Error(${str(`${input.valueKey} must be accepted.`)});`);
      });
    }
    if (!collection) {
      fns.comment(
        'No collection was declared for this form, so the checked values are not stored.',
      );
      fns.line('return { received: true, fields: Object.keys(item) };');
      return;
    }
    if (found) {
      writeFoundItemUpdate(fns, form, found, helpers);
      return;
    }
    if (form.rows.length > 0) writeMoreItems(fns, form, helpers);
    if (form.total) writeServerTotal(fns, form.total);
    writeDeadlineRefusal(fns, form);
    if (form.noOverlap) writeOverlapCheck(fns, collection.name, form.noOverlap);
    const limit = form.limit;
    if (limit) {
      const [first] = limit.fields;
      fns.comment(
        limit.max === 1 && first
          ? `No two ${itemsLabel(collection.name)} share ${limit.fields.length > 1 ? `the same ${limit.fields.map((f) => humanize(f.key).toLowerCase()).join(', ')}` : withArticle(humanize(first.key).toLowerCase())}. suppressAuth: the check must see every item, also those the caller may not read.`
          : `${limitWords(limit, collection.name)}: the saved ones are counted first, with suppressAuth to see every item. wix-data has no transactions, so two saves at the same moment can both pass.`,
      );
      // 'Per day' with no date on the form: the items saved since midnight on the server's clock.
      const same = [
        ...limit.fields.map(
          (f) => `.eq(${str(f.key)}, ${f.key === '_owner' ? 'member._id' : `item.${f.key}`})`,
        ),
        ...(limit.perDay ? [".ge('_createdDate', new Date(new Date().setHours(0, 0, 0, 0)))"] : []),
      ].join('');
      const sum = limit.sum;
      fns.line('let taken;');
      fns.tryCatch(
        () =>
          sum
            ? fns
                .line(
                  `const { items: [totals] } = await wixData.aggregate(${str(collection.name)})${same ? `.filter(wixData.filter()${same})` : ''}.sum(${str(sum.key)}, 'total').run({ suppressAuth: true });`,
                )
                .line(`taken = (totals?.total ?? 0) + (item.${sum.key} ?? 0);`)
            : fns.line(
                `taken = await wixData.query(${str(collection.name)})${same}.count({ suppressAuth: true });`,
              ),
        () => {
          fns.line(`console.error(${str(`${form.fnName} failed`)}, error);`);
          fns.line(
            `throw new Error(${str(`The ${singularLabel(collection.name)} could not be saved.`)});`,
          );
        },
      );
      const over =
        limit.max === 1 ? 'taken > 0' : sum ? `taken > ${limit.max}` : `taken >= ${limit.max}`;
      fns.block(`if (${over}) {`, () => fns.line(`throw new Error(${str(limit.message)});`));
    }
    fns.tryCatch(
      () => {
        if (numbered) writeItemNumber(fns, numbered);
        if (form.editsOwn) {
          fns.line(`const existing = await ownItem(${str(collection.name)});`);
          fns.comment("The member's item is updated; their first save adds it (owned by them).");
          fns.line(
            `const saved = existing ? await wixData.update(${str(collection.name)}, { ...existing, ...item }) : await wixData.insert(${str(collection.name)}, item);`,
          );
        } else if (form.rows.length > 0) {
          fns.line(
            `const result = await wixData.bulkInsert(${str(collection.name)}, items${guarded ? ', { suppressAuth: true }' : ''});`,
          );
          fns.block('if (result.errors.length > 0) {', () => fns.line('throw result.errors[0];'));
          fns.line('const saved = { _id: result.insertedItemIds[0] };');
        } else if (guarded) {
          fns.comment(
            'suppressAuth: only admins may add to the collection, so every item comes through these checks.',
          );
          fns.line(
            `const saved = await wixData.insert(${str(collection.name)}, item, { suppressAuth: true });`,
          );
        } else {
          fns.line(`const saved = await wixData.insert(${str(collection.name)}, item);`);
        }
        if (form.success?.countLetter) {
          fns.comment(
            'How many there are now, for the message: suppressAuth, as visitors may not read them.',
          );
          fns.line(
            `const count = await wixData.query(${str(collection.name)}).count({ suppressAuth: true });`,
          );
          fns.line('return { _id: saved._id, count };');
        } else if (numbered) {
          writeUniqueNumber(fns, collection.name, numbered);
          fns.line(
            `return { _id: saved._id, ${numbered.field.key}: saved.${numbered.field.key} };`,
          );
        } else fns.line('return { _id: saved._id };');
      },
      () => {
        fns.line(`console.error(${str(`${form.fnName} failed`)}, error);`);
        fns.line(
          `throw new Error(${str(`The ${singularLabel(collection.name)} could not be saved.`)});`,
        );
      },
    );
  });
}

/** A number's bounds as numberArg's options: ', min: 1, max: 5, whole: true'. */
function numberBoundsArg(input: FormInput): string {
  const [min, max] = input.range ?? [null, null];
  return [
    min !== null ? `, min: ${min}` : '',
    max !== null ? `, max: ${max}` : '',
    input.above !== undefined ? `, above: ${input.above}` : '',
    input.below !== undefined ? `, below: ${input.below}` : '',
    input.whole ? ', whole: true' : '',
  ].join('');
}

function argCheck(input: FormInput, helpers: Set<ArgHelper>, source = 'args'): string {
  const arg = `${source}.${input.valueKey}`;
  const name = str(input.valueKey);
  const required = input.required ? 'true' : 'false';
  const field = input.field;
  switch (input.kind) {
    case 'email':
      helpers.add('emailArg');
      return `emailArg(${arg}, ${name}, ${required})`;
    case 'file':
      helpers.add('mediaArg');
      return `mediaArg(${arg}, ${name}, ${required})`;
    case 'phone':
      helpers.add('phoneArg');
      return `phoneArg(${arg}, ${name}, ${required}${input.minDigits ? `, ${input.minDigits}` : ''})`;
    case 'address':
      helpers.add('addressArg');
      return `addressArg(${arg}, ${name}, ${required})`;
    case 'url':
      helpers.add('urlArg');
      return `urlArg(${arg}, ${name}, ${required}${input.secure ? ', true' : ''})`;
    case 'date':
      helpers.add('dateArg');
      return `dateArg(${arg}, ${name}, ${required})`;
    case 'time':
      helpers.add('timeArg');
      return `timeArg(${arg}, ${name}, ${required})`;
    case 'choices':
      helpers.add('listArg');
      return `listArg(${arg}, ${name}, ${required})`;
    case 'number':
      helpers.add('numberArg');
      return `numberArg(${arg}, ${name}, { required: ${required}${numberBoundsArg(input)} })`;
    case 'boolean':
      helpers.add('flagArg');
      return `flagArg(${arg}, ${name})`;
    default: {
      if (isYesNoChoice(input)) {
        helpers.add('yesNoArg');
        return `yesNoArg(${arg}, ${name}, ${required})`;
      }
      if (input.options?.kind === 'fixed' && input.kind === 'choice' && field?.type !== 'number') {
        helpers.add('oneOfArg');
        return `oneOfArg(${arg}, [${input.options.values.map(str).join(', ')}], ${name}, ${required})`;
      }
      if (isNumberChoice(input)) {
        helpers.add('numberArg');
        return `numberArg(${arg}, ${name}, { required: ${required}${numberBoundsArg(input)} })`;
      }
      helpers.add('textArg');
      const max = input.length?.max ?? (input.control === 'textarea' ? 5000 : 200);
      const min = input.length?.min ? `, minLength: ${input.length.min}` : '';
      const text = `textArg(${arg}, ${name}, { required: ${required}${min}, maxLength: ${max} })`;
      // A typed list ('React, Node') is one tag per comma; a chosen option is one tag.
      if (field?.type === 'tags' && input.control === 'text')
        return `${text}.split(',').map((tag) => tag.trim()).filter(Boolean)`;
      if (field?.type === 'tags') return `[${text}].filter(Boolean)`;
      return text;
    }
  }
}

/**
 * The further groups the page sends as `more` ('#child2Name + #child2Age'): each checked as the
 * first group is, its values over the shared ones, all saved together as `items`.
 */
function writeMoreItems(fns: CodeWriter, form: FormPlan, helpers: Set<ArgHelper>): void {
  const [row] = form.rows;
  if (!row) return;
  const most = form.rows.length;
  const what = row.label.replace(/\s*\d+$/, '');
  fns.comment(
    `Each further ${what} filled in: checked as the first one is, over the shared values.`,
  );
  fns.line('const more = args.more === undefined ? [] : args.more;');
  fns.block(`if (!Array.isArray(more) || more.length > ${most}) {`, () =>
    fns.line(`throw new Error(${str(`more must be a list of at most ${most}.`)});`),
  );
  fns.block(
    'const items = [item, ...more.map((entry) => {',
    () => {
      fns.line("const row = objectArg(entry, 'more');");
      fns.line(
        `return { ...item, ${row.inputs.map((i) => `${i.field?.key ?? i.valueKey}: ${argCheck(i, helpers, 'row')}`).join(', ')} };`,
      );
    },
    '})];',
  );
}
