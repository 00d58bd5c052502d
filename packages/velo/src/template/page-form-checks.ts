import { camel, humanize, singular, singularLabel, str, withArticle, words } from './naming';
import type { PageContext } from './page-context';
import { isNumberChoice, isYesNoChoice } from './plan-input-choices';
import { closedDaysWords } from './plan-input-rules';
import { rowFilled } from './page-form-values';
import type { FormInput, FormPlan } from './plan-types';
import { tooOld, tooYoung, yearsAgo } from './age-checks';
import { digitsPattern, digitsRefusal, shapeRefusal } from './plan-input-patterns';

/**
 * The checks a form runs before it sends: each input's required value, type, range and days,
 * the first problem worded for the visitor. Used by page-forms.ts.
 */

function label(input: FormInput): string {
  return input.label.toLowerCase();
}

/** 'Please choose a rating.', and for a count 'Please choose the number of guests.' */
function choosePrompt(input: FormInput): string {
  const last = words(input.label).pop() ?? '';
  const [yes, no] = input.options?.kind === 'fixed' ? (input.options.labels ?? []) : [];
  if (isYesNoChoice(input) && yes && no)
    return `Please choose ${yes} or ${no} for ${label(input)}.`;
  return isNumberChoice(input) && singular(last) !== last
    ? `Please choose the number of ${label(input)}.`
    : `Please choose ${withArticle(label(input))}.`;
}

export function writeCheck(ctx: PageContext, form: FormPlan, step: number, fn: string): void {
  const { body } = ctx;
  const inputs = form.inputs.filter((i) => form.steps.length === 0 || i.step === step);
  body.comment(
    `Checks ${form.steps.length > 0 ? `step ${step + 1} of the form` : 'the form'}: the first problem as a message for the visitor, or '' when all is well.`,
  );
  // A further group ('#child2Name + #child2Age') is checked as the first one, once it is used.
  const rows = form.rows.filter((r) => inputs.some((i) => i.elementId === r.inputs[0]?.elementId));
  const inRows = new Set(form.rows.flatMap((r) => r.inputs.map((i) => i.elementId)));
  body.block(`function ${fn}() {`, () => {
    for (const input of inputs) if (!inRows.has(input.elementId)) writeInputCheck(ctx, input);
    for (const input of inputs) writeSameAsCheck(ctx, input, form.inputs);
    for (const row of rows)
      body.block(`if (${rowFilled(row)}) {`, () => {
        for (const input of row.inputs) writeInputCheck(ctx, input);
      });
    body.line("return '';");
  });
  body.blank();
}

/** 'Please pick a date from today on.' for a day before today, or the other way round. */
function failOutsideDays(
  input: FormInput,
  el: string,
  day: string,
  fail: (cond: string, message: string) => void,
): void {
  const { compare, days, message } = outsideDays(input);
  const present = input.control === 'datePicker' ? `${el}.value` : `${el}.value.trim()`;
  fail(`${present} && ${day} ${compare} ${dayStart(days)}`, message);
}

/**
 * A date input's day rule: a day is refused when it is `compare` midnight `days` from today, with
 * the words saying which days are allowed. The web method checks it again (backend-day-rules.ts).
 */
export function outsideDays(input: FormInput): {
  compare: '<' | '>=';
  days: number;
  message: string;
} {
  const ahead = input.daysAhead ?? 1;
  const [compare, when, days] =
    input.dayBound === 'past'
      ? (['>=', 'before today', 0] as const)
      : input.dayBound === 'today'
        ? (['>=', 'no later than today', 1] as const)
        : input.dayBound === 'tomorrow'
          ? ([
              '<',
              ahead > 1 ? `at least ${ahead} days from today` : 'from tomorrow on',
              ahead,
            ] as const)
          : (['<', 'from today on', 0] as const);
  const verb = input.control === 'datePicker' ? 'pick' : 'enter';
  return { compare, days, message: `Please ${verb} ${withArticle(label(input))} ${when}.` };
}

/** Midnight today, or `days` later, on the visitor's calendar, as code. */
export function dayStart(days: number): string {
  return days === 0
    ? 'new Date(new Date().setHours(0, 0, 0, 0))'
    : `new Date(new Date().setHours(${24 * days}, 0, 0, 0))`;
}

/** 'Password must be at least 8 characters.', 'Message must be at most 500 characters.' */
function writeLengthCheck(
  input: FormInput,
  v: string,
  fail: (cond: string, message: string) => void,
): void {
  const { min, max } = input.length ?? { min: null, max: null };
  if (min)
    fail(
      `${input.required ? '' : `${v} && `}${v}.length < ${min}`,
      `${input.label} must be at least ${min} characters.`,
    );
  if (max) fail(`${v}.length > ${max}`, `${input.label} must be at most ${max} characters.`);
}

function writeInputCheck(ctx: PageContext, input: FormInput): void {
  const { body } = ctx;
  const el = `$w(${str(`#${input.elementId}`)})`;
  const v = camel(`${input.elementId} value`);
  const fail = (cond: string, message: string) =>
    body.block(`if (${cond}) {`, () => body.line(`return ${str(message)};`));
  // Left empty: the prompt's words for it, else the form's own.
  const failEmpty = (cond: string, message: string) => fail(cond, input.missing ?? message);
  // 'required only when the checkbox is ticked'.
  if (input.requiredWhen)
    failEmpty(
      `$w(${str(`#${input.requiredWhen}`)}).checked && !${el}.value`,
      requiredWhenMessage(input),
    );
  if (input.control === 'upload') {
    // 'cv' → CV: a short key is an abbreviation.
    const key = input.field?.key ?? '';
    const what =
      key.length > 0 && key.length <= 3
        ? key.toUpperCase()
        : key
          ? humanize(key).toLowerCase()
          : label(input);
    if (input.required)
      failEmpty(`${el}.value.length === 0`, `Please choose ${withArticle(what)} to upload.`);
    const files = input.files;
    // Checked before anything is uploaded: Wix's file type setting only narrows to a family.
    if (files && files.extensions.length > 0)
      fail(
        `${el}.value.some((file) => !/\\.${extensionsPattern(files.extensions)}$/i.test(file.name))`,
        `The ${what} must be ${fileArticle(files.kindsText)} ${files.kindsText} file.`,
      );
    const max = files?.maxSize;
    if (max)
      fail(
        `${el}.value.some((file) => file.size > ${max.amount}${' * 1024'.repeat(POWERS[max.unit])})`,
        `The ${what} must be ${max.amount} ${max.unit} or smaller.`,
      );
    return;
  }
  if (input.control === 'address') {
    if (input.required)
      failEmpty(
        `!${el}.value || !${el}.value.formatted`,
        `Please enter ${withArticle(label(input))}.`,
      );
    return;
  }
  if (input.control === 'datePicker' || input.control === 'timePicker') {
    if (input.required) failEmpty(`!${el}.value`, `Please pick ${withArticle(label(input))}.`);
    if (input.dayBound) failOutsideDays(input, el, `${el}.value`, fail);
    if (input.minAge)
      fail(`${el}.value && ${el}.value > ${yearsAgo(input.minAge)}`, tooYoung(input));
    if (input.maxAge)
      fail(`${el}.value && ${el}.value <= ${yearsAgo(input.maxAge)}`, tooOld(input));
    // The picker greys those days out; a value set otherwise is still refused.
    if (input.closedDays && input.control === 'datePicker')
      fail(
        `${el}.value && [${input.closedDays.join(', ')}].includes(${el}.value.getDay())`,
        `Please pick a day other than ${closedDaysWords(input.closedDays)}.`,
      );
    return;
  }
  // A time picked from a list ('09:00, 09:30') is one of its choices: only its absence is refused.
  if (input.kind === 'time' && (input.control === 'dropdown' || input.control === 'radio')) {
    if (input.required) failEmpty(`!${el}.value`, choosePrompt(input));
    return;
  }
  switch (input.kind) {
    case 'boolean':
      if (input.required)
        fail(
          `!${el}.checked`,
          input.refusal ??
            `Please ${input.control === 'switch' ? 'turn on' : 'tick'} "${input.label}" to continue.`,
        );
      return;
    case 'choice':
      if (input.required) failEmpty(`!${el}.value`, choosePrompt(input));
      // A number field takes only numbers: a choice like '5+' would be stored as NaN.
      if (isNumberChoice(input))
        fail(`${el}.value && Number.isNaN(Number(${el}.value))`, choosePrompt(input));
      return;
    case 'choices':
      if (input.required)
        failEmpty(
          `${el}.value.length === 0`,
          `Please choose at least one ${singularLabel(label(input))}.`,
        );
      return;
    case 'number':
      if (input.control === 'slider') return;
      if (input.control === 'rating') {
        if (input.required)
          failEmpty(`!${el}.value`, `Please choose ${withArticle(label(input).toLowerCase())}.`);
        return;
      }
      body.line(`const ${v} = ${el}.value.trim();`);
      if (input.required && input.missing) fail(`${v} === ''`, input.missing);
      if (input.required)
        fail(
          `${v} === '' || Number.isNaN(Number(${v}))`,
          `Please enter a number for ${label(input)}.`,
        );
      else
        fail(
          `${v} !== '' && Number.isNaN(Number(${v}))`,
          `Please enter a number for ${label(input)}.`,
        );
      if (input.whole)
        fail(
          `${v} !== '' && !Number.isInteger(Number(${v}))`,
          input.refusal ?? `${input.label} must be a whole number.`,
        );
      if (input.range) {
        const [min, max] = input.range;
        const outside = [
          min !== null ? `Number(${v}) < ${min}` : '',
          max !== null ? `Number(${v}) > ${max}` : '',
        ]
          .filter(Boolean)
          .join(' || ');
        const allowed =
          min !== null && max !== null
            ? `between ${min} and ${max}`
            : min !== null
              ? `at least ${min}`
              : `at most ${max}`;
        fail(`${v} !== '' && (${outside})`, input.refusal ?? `${input.label} must be ${allowed}.`);
      }
      if (input.above !== undefined)
        fail(
          `${v} !== '' && Number(${v}) <= ${input.above}`,
          input.refusal ?? `${input.label} must be more than ${input.above}.`,
        );
      if (input.below !== undefined)
        fail(
          `${v} !== '' && Number(${v}) >= ${input.below}`,
          input.refusal ?? `${input.label} must be less than ${input.below}.`,
        );
      return;
    default:
      if (
        !input.required &&
        !input.length &&
        !input.pattern &&
        !['email', 'date', 'time', 'url', 'phone'].includes(input.kind)
      )
        return;
      body.line(`const ${v} = ${el}.value.trim();`);
  }
  if (input.required) failEmpty(`!${v}`, `Please enter your ${label(input)}.`);
  if (input.length) writeLengthCheck(input, v, fail);
  if (input.pattern) {
    const { digits, shape, starts, refusal } = input.pattern;
    if (shape)
      fail(`${v} && !${shape.regex}.test(${v})`, refusal ?? shapeRefusal(input.label, shape));
    if (digits)
      fail(
        `${v} && !${digitsPattern(digits.counts)}.test(${v})`,
        digits.refusal ?? digitsRefusal(input.label, digits.counts),
      );
    if (starts.length > 0)
      fail(
        `${v} && ![${starts.map(str).join(', ')}].some((start) => ${v}.startsWith(start))`,
        refusal ?? `${input.label} must start with ${starts.join(' or ')}.`,
      );
  }
  if (input.kind === 'email') {
    ctx.needs.add('emailPattern');
    fail(
      input.required ? `!EMAIL_PATTERN.test(${v})` : `${v} && !EMAIL_PATTERN.test(${v})`,
      input.refusal ?? 'Please enter a valid email address.',
    );
  } else if (input.kind === 'date') {
    ctx.needs.add('typedDate');
    fail(
      `${input.required ? '' : `${v} && `}Number.isNaN(typedDate(${v}).getTime())`,
      input.refusal ?? `Please enter a valid ${label(input)}.`,
    );
    if (input.dayBound) failOutsideDays(input, el, `typedDate(${v})`, fail);
    if (input.minAge) fail(`${v} && typedDate(${v}) > ${yearsAgo(input.minAge)}`, tooYoung(input));
    if (input.maxAge) fail(`${v} && typedDate(${v}) <= ${yearsAgo(input.maxAge)}`, tooOld(input));
    // A typed day has no greyed-out days: 'not on a Sunday' is checked here.
    if (input.closedDays)
      fail(
        `${v} && [${input.closedDays.join(', ')}].includes(typedDate(${v}).getDay())`,
        `Please pick a day other than ${closedDaysWords(input.closedDays)}.`,
      );
  } else if (input.kind === 'phone') {
    ctx.needs.add('phonePattern');
    fail(
      `${v} && (!PHONE_PATTERN.test(${v}) || ${v}.replace(/\\D/g, '').length < ${input.minDigits ?? 6})`,
      input.refusal ??
        (input.minDigits
          ? `Please enter at least ${input.minDigits} digits for ${label(input)}.`
          : // 'for phone' says nothing more: only another phone's name is said ('for emergency contact').
            `Please enter a valid phone number${/^(?:phone|phone number|tel|telephone|mobile)$/i.test(label(input)) ? '' : ` for ${label(input)}`}.`),
    );
  } else if (input.kind === 'time') {
    ctx.needs.add('timePattern');
    fail(
      `${input.required ? '' : `${v} && `}!TIME_PATTERN.test(${v})`,
      input.refusal ??
        `Please enter ${withArticle(label(input))} as hours and minutes, e.g. 14:30.`,
    );
  } else if (input.kind === 'url') {
    fail(
      `${v} && !/^https${input.secure ? '' : '?'}:\\/\\//.test(${v})`,
      input.secure
        ? `${input.label} must start with https://.`
        : (input.refusal ?? `Please enter a full web address for ${label(input)} (https://...).`),
    );
  }
}

function extensionsPattern(extensions: string[]): string {
  return extensions.length === 1 ? (extensions[0] ?? '') : `(?:${extensions.join('|')})`;
}

const POWERS = { KB: 1, MB: 2, GB: 3 };

/** 'an MP3', 'a PDF': the article as an abbreviation is read out. */
function fileArticle(kinds: string): string {
  return /^[AEFHILMNORSX][A-Z0-9]|^[AEIOU]/.test(kinds) ? 'an' : 'a';
}

/**
 * 'confirmEmailInput must match emailInput': the two values, an email's in any case. 'End date
 * can't be before start date': the two days, once both are picked.
 */
function writeSameAsCheck(ctx: PageContext, input: FormInput, inputs: FormInput[]): void {
  const order = input.notBefore;
  if (order) {
    // A date picker holds a Date; a typed day is read as the visitor's own midnight; a time of
    // day is compared as the CMS writes it ('09:05:00.000' comes before '10:00:00.000').
    const day = (one: FormInput | undefined, id: string) => {
      const value = `$w(${str(`#${id}`)}).value`;
      if (one?.control === 'datePicker') return [value, `${value}.getTime()`];
      if (one?.kind === 'time') {
        ctx.needs.add('cmsTime');
        return [value, `cmsTime(${value})`];
      }
      ctx.needs.add('typedDate');
      return [value, `typedDate(${value}.trim()).getTime()`];
    };
    const [later, laterTime] = day(input, input.elementId);
    const [earlier, earlierTime] = day(
      inputs.find((i) => i.elementId === order.elementId),
      order.elementId,
    );
    ctx.body.block(
      `if (${later} && ${earlier} && ${laterTime} ${order.strict ? '<=' : '<'} ${earlierTime}) {`,
      () => ctx.body.line(`return ${str(order.refusal)};`),
    );
    // 'at most 7 days long': both days counted; rounded, as a clock change makes a day 23 hours.
    const longest = order.maxDays;
    if (longest)
      ctx.body.block(
        `if (${later} && ${earlier} && Math.round((${laterTime} - ${earlierTime}) / 86400000) + 1 > ${longest.days}) {`,
        () => ctx.body.line(`return ${str(longest.refusal)};`),
      );
  }
  if (!input.sameAs) return;
  const value = (id: string) =>
    `$w(${str(`#${id}`)}).value.trim()${input.kind === 'email' ? '.toLowerCase()' : ''}`;
  ctx.body.block(`if (${value(input.elementId)} !== ${value(input.sameAs.elementId)}) {`, () =>
    ctx.body.line(`return ${str(input.sameAs?.refusal ?? '')};`),
  );
}

/** What a visitor is told when an input the ticked box asks for is empty. */
export function requiredWhenMessage(input: FormInput): string {
  return input.missing ?? `Please enter ${withArticle(label(input))}.`;
}
