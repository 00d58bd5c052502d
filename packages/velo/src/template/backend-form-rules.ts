import type { CodeWriter } from './code';
import { humanize, itemsLabel, singularLabel, str } from './naming';
import { outsideDays, requiredWhenMessage } from './page-form-checks';
import { tooOld, tooYoung, yearsAgo } from './age-checks';
import type { FormInput } from './plan-form-types';
import type { NoOverlap } from './plan-rental-rules';
import { digitsPattern, digitsRefusal, shapeRefusal } from './plan-input-patterns';

/**
 * A form's rules between values checked again in its web method, as the browser could send
 * anything: 'End date can't be before start date', 'at least 2 days from today', and 'the
 * plus-one name is required only when the checkbox is ticked'.
 */
export function writeFormRules(fns: CodeWriter, input: FormInput, sent: FormInput[]): void {
  writeDayOrderCheck(fns, input, sent);
  writeDayBoundCheck(fns, input);
  writeMinimumAgeCheck(fns, input);
  writeMaximumAgeCheck(fns, input);
  writeRequiredWhenCheck(fns, input, sent);
}

function writeRequiredWhenCheck(fns: CodeWriter, input: FormInput, sent: FormInput[]): void {
  const box = sent.find((i) => i.elementId === input.requiredWhen)?.field?.key;
  const key = input.field?.key;
  if (!box || !key) return;
  fns.block(`if (item.${box} && !item.${key}) {`, () =>
    fns.line(`throw new Error(${str(requiredWhenMessage(input))});`),
  );
}

function writeDayOrderCheck(fns: CodeWriter, input: FormInput, sent: FormInput[]): void {
  const order = input.notBefore;
  const earlier = sent.find((i) => i.elementId === order?.elementId)?.field?.key;
  const later = input.field?.key;
  if (!order || !earlier || !later) return;
  // Times of day are 'HH:MM:SS.mmm' here (timeArg), which compare in order as text.
  const at = (key: string) => (input.kind === 'time' ? `item.${key}` : `item.${key}.getTime()`);
  fns.block(
    `if (item.${later} && item.${earlier} && ${at(later)} ${order.strict ? '<=' : '<'} ${at(earlier)}) {`,
    () => fns.line(`throw new Error(${str(order.refusal)});`),
  );
  const longest = order.maxDays;
  if (longest)
    fns.block(
      `if (item.${later} && item.${earlier} && Math.round((${at(later)} - ${at(earlier)}) / 86400000) + 1 > ${longest.days}) {`,
      () => fns.line(`throw new Error(${str(longest.refusal)});`),
    );
}

/**
 * 'The same bike can't have two rentals that overlap': the rentals of that bike whose days meet
 * the new one's, counted with suppressAuth to see every one. wix-data has no transactions, so
 * two at the same moment can both pass.
 */
export function writeOverlapCheck(fns: CodeWriter, collection: string, rule: NoOverlap): void {
  const { item, start, end, message } = rule;
  fns.comment(
    `No two ${itemsLabel(collection)} of the same ${humanize(item.key).toLowerCase()} share a day: those whose days meet this one's are counted, with suppressAuth to see every one. wix-data has no transactions, so two at the same moment can both pass.`,
  );
  fns.line('let overlapping;');
  fns.tryCatch(
    () =>
      fns.line(
        `overlapping = await wixData.query(${str(collection)}).eq(${str(item.key)}, item.${item.key}).le(${str(start.key)}, item.${end.key}).ge(${str(end.key)}, item.${start.key}).count({ suppressAuth: true });`,
      ),
    () => {
      fns.line("console.error('The overlap check failed', error);");
      fns.line(`throw new Error(${str(`The ${singularLabel(collection)} could not be saved.`)});`);
    },
  );
  fns.block('if (overlapping > 0) {', () => fns.line(`throw new Error(${str(message)});`));
}

/**
 * The page's day bound, with a day of slack: the server's calendar may be hours from the
 * visitor's, so it refuses only days the rule leaves out on every calendar.
 */
function writeDayBoundCheck(fns: CodeWriter, input: FormInput): void {
  const key = input.field?.key;
  if (!input.dayBound || !key || input.kind !== 'date') return;
  const { compare, days, message } = outsideDays(input);
  const bound = compare === '<' ? days - 1 : days + 1;
  fns.comment(
    `${message.replace(/^Please \w+ /, 'Only ')} A day of slack: the server's calendar may differ from the visitor's.`,
  );
  fns.block(
    `if (item.${key} && item.${key} ${compare} new Date(new Date().setHours(${24 * bound}, 0, 0, 0))) {`,
    () => fns.line(`throw new Error(${str(message)});`),
  );
}

/** 'Must be 18+' on a birth date, with the day of slack of the day bound above. */
function writeMinimumAgeCheck(fns: CodeWriter, input: FormInput): void {
  const key = input.field?.key;
  if (!input.minAge || !key || input.kind !== 'date') return;
  fns.block(`if (item.${key} && item.${key} >= ${yearsAgo(input.minAge, 1)}) {`, () =>
    fns.line(`throw new Error(${str(tooYoung(input))});`),
  );
}

/** 'must be under 17' on a birth date, with a day of slack the other way. */
function writeMaximumAgeCheck(fns: CodeWriter, input: FormInput): void {
  const key = input.field?.key;
  if (!input.maxAge || !key || input.kind !== 'date') return;
  fns.block(`if (item.${key} && item.${key} < ${yearsAgo(input.maxAge, -1)}) {`, () =>
    fns.line(`throw new Error(${str(tooOld(input))});`),
  );
}

/** A typed code's shape, digits and start ('5 digits', 'starting with 94', 'AB12345678'). */
export function writePatternChecks(fns: CodeWriter, sent: FormInput[]): void {
  for (const input of sent.filter((i) => i.pattern && i.field)) {
    const key = `item.${input.field?.key ?? ''}`;
    const { digits, shape, starts, refusal } = input.pattern ?? { starts: [], refusal: null };
    if (shape)
      fns.block(`if (${key} && !${shape.regex}.test(${key})) {`, () =>
        fns.line(`throw new Error(${str(refusal ?? shapeRefusal(input.label, shape))});`),
      );
    if (digits)
      fns.block(`if (${key} && !${digitsPattern(digits.counts)}.test(${key})) {`, () =>
        fns.line(
          `throw new Error(${str(digits.refusal ?? digitsRefusal(input.valueKey, digits.counts))});`,
        ),
      );
    if (starts.length > 0)
      fns.block(
        `if (${key} && ![${starts.map(str).join(', ')}].some((start) => ${key}.startsWith(start))) {`,
        () =>
          fns.line(
            `throw new Error(${str(refusal ?? `${input.valueKey} must start with ${starts.join(' or ')}.`)});`,
          ),
      );
  }
}
