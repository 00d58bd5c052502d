import type { SiteCollection, SiteField } from '../structure';
import type { CodeWriter } from './code';
import { sentencesOf } from './keywords';
import { inTemplate, keyWords, pascal, str } from './naming';

/**
 * A number the web module gives each saved item in turn ('Save to Orders with an auto-generated
 * order number like ORD-0001, ORD-0002 … stored in orderNumber'): one more than the highest
 * saved, in the example's shape. Before, no number was saved, and every customer was told the
 * example's ('Your order number is ORD-0001').
 */
export interface AutoNumber {
  field: SiteField;
  /** What comes before the digits ('ORD-'), and how many digits there are at least (4). */
  prefix: string;
  width: number;
  /** The prompt's first example ('ORD-0001'): the success message names the real one there. */
  example: string;
  /** A text said to show the saved number ('then shows the code in #newCodeText'). */
  textId?: string;
}

/** 'ORD-0001', 'INV-001', 'T0001': capitals, an optional dash, digits counting from 1. */
const EXAMPLE = /\b([A-Z]{1,6}-?)(0*1)\b/;
/** 'like RP-1234': the shape of a code, its digits any. */
const SHAPE = /\b([A-Z]{1,6}-?)(\d{3,6})\b/;

const SAID =
  /\b(?:auto(?:matic(?:ally)?)?[- ]?(?:generated|numbered|increment(?:ed|ing)?)|sequential|next number|numbered)\b/i;

export function planAutoNumber(
  prompt: string,
  collection: SiteCollection | null,
  filled: ReadonlySet<SiteField>,
  texts: string[] = [],
): AutoNumber | null {
  if (!collection) return null;
  const planned = numberOf(prompt, collection, filled);
  if (!planned) return null;
  // '… then shows the code in #newCodeText so we can print it'.
  const sentence = sentencesOf(prompt).find((s) => s.includes(planned.field.key)) ?? '';
  const textId = texts.find((id) =>
    new RegExp(String.raw`\bshows?\s+(?:the|that|this|its)\s+(?:\w+\s+)?in\s+#?${id}\b`, 'i').test(
      sentence,
    ),
  );
  return textId ? { ...planned, textId } : planned;
}

function numberOf(
  prompt: string,
  collection: SiteCollection,
  filled: ReadonlySet<SiteField>,
): AutoNumber | null {
  for (const sentence of sentencesOf(prompt)) {
    // 'with status 'Received' and a generated ticketCode (like RP-1234)': the field named right
    // after the word, numbered from 1 in the example's shape, else the collection's initials.
    const generated = collection.fields.find(
      (f) =>
        f.type === 'text' &&
        !filled.has(f) &&
        new RegExp(String.raw`\bgenerated\s+(?:\w+\s+)?${f.key}\b`, 'i').test(sentence),
    );
    if (generated) {
      const [, prefix = `${initials(collection.name)}-`, digits = '0001'] =
        SHAPE.exec(sentence) ?? [];
      const width = Math.max(digits.length, 4);
      return { field: generated, prefix, width, example: `${prefix}${'1'.padStart(width, '0')}` };
    }
    const example = EXAMPLE.exec(sentence);
    if (!example || !SAID.test(sentence)) continue;
    const field =
      collection.fields.find(
        (f) => f.type === 'text' && !filled.has(f) && new RegExp(`\\b${f.key}\\b`).test(sentence),
      ) ??
      collection.fields.find(
        (f) =>
          f.type === 'text' &&
          !filled.has(f) &&
          keyWords(f.key).some((w) => ['number', 'code', 'reference', 'ref'].includes(w)),
      );
    if (!field) continue;
    const [whole, prefix = '', digits = ''] = example;
    return { field, prefix, width: digits.length, example: whole };
  }
  return null;
}

/** 'JobTickets' → 'JT': the capitals of a collection's name, for its items' numbers. */
function initials(name: string): string {
  return (name.split('/').pop() ?? name).replace(/[^A-Z]/g, '') || 'N';
}

function nextName(auto: AutoNumber): string {
  return `next${pascal(auto.field.key)}`;
}

/**
 * At module level, before the form's web method: the next number, one more than the highest
 * saved. The digits are zero-padded to one width, so the text sorts as the numbers do.
 */
export function writeNextNumber(fns: CodeWriter, collection: string, auto: AutoNumber): void {
  const key = auto.field.key;
  fns.comment(
    `The next ${key}: one more than the highest saved (${auto.example}, then the next), read with`,
    'suppressAuth to see every item.',
  );
  fns.block(`async function ${nextName(auto)}() {`, () => {
    fns.line(
      `const last = await wixData.query(${str(collection)}).startsWith(${str(key)}, ${str(auto.prefix)}).descending(${str(key)}).limit(1).find({ suppressAuth: true });`,
    );
    fns.line(
      `const highest = last.items.length > 0 ? Number(String(last.items[0].${key}).slice(${auto.prefix.length})) || 0 : 0;`,
    );
    fns.line(`return ${str(auto.prefix)} + String(highest + 1).padStart(${auto.width}, '0');`);
  });
  fns.blank();
}

/** In the web method, before the insert: the item's number. */
export function writeItemNumber(fns: CodeWriter, auto: AutoNumber): void {
  fns.line(`item.${auto.field.key} = await ${nextName(auto)}();`);
}

/**
 * After the insert: wix-data has no transactions, so two items saved at once can take the same
 * number; the later one takes the next, until it is the only one with its number.
 */
export function writeUniqueNumber(fns: CodeWriter, collection: string, auto: AutoNumber): void {
  const key = auto.field.key;
  fns.comment(`Two ${key}s taken at once: the later item takes the next free one.`);
  fns.block('for (let tries = 0; tries < 5; tries += 1) {', () => {
    fns.line(
      `const same = await wixData.query(${str(collection)}).eq(${str(key)}, saved.${key}).ascending('_createdDate').find({ suppressAuth: true });`,
    );
    fns.block('if (same.items.length < 2 || same.items[0]._id === saved._id) {', () =>
      fns.line('break;'),
    );
    fns.line(
      `Object.assign(saved, await wixData.update(${str(collection)}, { ...saved, ${key}: await ${nextName(auto)}() }, { suppressAuth: true }));`,
    );
  });
}

/** The success message with the saved number where the prompt's example is: a template literal. */
export function numberedMessage(message: string, auto: AutoNumber, saved: string): string | null {
  if (!message.includes(auto.example)) return null;
  return `\`${inTemplate(message).replace(inTemplate(auto.example), `\${${saved}.${auto.field.key}}`)}\``;
}
