import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { wholeSentencesOf } from './keywords';
import { displayField } from './matching';
import { camel, hasWord, humanize, isDefaultId, keyWords } from './naming';
import type { PlanContext } from './plan-context';
import { COUNTED_WORDS, countedBounds, numberBounds, withLowBound } from './plan-number-bounds';
import { maximumAge, minimumAge } from './plan-age-rules';
import { invalidMessage, missingMessage, outOfBoundsMessage } from './plan-input-messages';
import { textPattern } from './plan-input-patterns';
import { choicesOf } from './plan-input-choices';
import { uploadRules } from './plan-upload-rules';
import {
  closedDays,
  dayBound,
  daysAhead,
  saidAbout,
  textLength,
  tickRule,
  requiredWhen,
} from './plan-input-rules';
import type { FormInput } from './plan-types';

/** One form input's plan: what it holds, whether it is required, its choices and its range. */

export function inputKind(input: SiteElement, field: SiteField | null): FormInput['kind'] {
  const control = controlOf(input);
  if (control === 'checkbox' || control === 'switch') return 'boolean';
  if (control === 'slider' || control === 'rating') return 'number';
  if (control === 'datePicker') return 'date';
  if (control === 'timePicker') return 'time';
  if (control === 'upload') return 'file';
  // An Address Input's value is an Address object; a text field keeps its formatted text.
  if (control === 'address') return field?.type === 'text' ? 'text' : 'address';
  if (field?.type === 'address') return 'address';
  if (control === 'checkboxGroup') return 'choices';
  // A time chosen from a list ('09:00', '09:30') is a time of day, saved as the CMS writes one.
  if (control === 'dropdown' || control === 'radio')
    return field?.type === 'time' ? 'time' : 'choice';
  if (field?.type === 'number') return 'number';
  if (field?.type === 'date') return 'date';
  if (field?.type === 'time') return 'time';
  if (field?.type === 'url') return 'url';
  const text = `${input.id} ${field?.key ?? ''}`;
  if (hasWord(text, ['email', 'mail'])) return 'email';
  if (hasWord(text, ['phone', 'tel', 'telephone', 'mobile'])) return 'phone';
  if (field || input.veloType === 'TextBox') return 'text';
  // Unmapped inputs: the last meaningful word says what they hold ('bookingDateInput', 'guestsInput').
  const last = keyWords(input.id).pop() ?? '';
  if (['date', 'day', 'birthday'].includes(last)) return 'date';
  if (
    ['number', 'guest', 'qty', 'quantity', 'age', 'amount', 'count', 'seat', 'ticket'].includes(
      last,
    )
  )
    return 'number';
  if (['url', 'website', 'link'].includes(last)) return 'url';
  return 'text';
}

/** A box ticked to agree ('termsCheckbox', 'agreedToPrivacy'): required, never other data. */
export const CONSENT_WORDS = [
  'agree',
  'agreed',
  'terms',
  'consent',
  'accept',
  'accepted',
  'privacy',
  'gdpr',
];

/** Values a length rule applies to: typed text. */
const TEXT_KINDS: FormInput['kind'][] = ['text', 'email', 'url', 'phone'];

const OPTIONAL_WORDS = [
  'optional',
  'note',
  'notes',
  'comment',
  'comments',
  'company',
  'website',
  'phone',
  'extra',
  'additional',
  'middle',
];

/**
 * A sentence naming the input that asks for it: 'Step 1 has companyInput and emailInput; only go
 * on if both are filled', 'phoneInput is required'. It outweighs a name usually left optional.
 */
function saidRequired(prompt: string, id: string, field: SiteField | null = null): boolean {
  const byId = wholeSentencesOf(prompt).some(
    (s) =>
      new RegExp(String.raw`\b${id}\b`).test(s) &&
      /\b(?:both|all|each|every one)\b[^.]{0,25}\b(?:filled|required|entered|completed|given)\b|\b(?:is|are)\s+required\b|\bmust\s+(?:be\s+)?(?:filled|entered|given)\b/i.test(
        s,
      ),
  );
  // 'name, email and phone are required': the input's own words in the list.
  const own = [...keyWords(id), ...(field ? keyWords(field.key) : [])];
  return (
    byId ||
    // '#leaderPhone (required)', '#emailInput (valid email, required)'
    new RegExp(String.raw`\b${id}\s*\([^)]{0,40}\brequired\b`, 'i').test(prompt) ||
    [...prompt.matchAll(REQUIRED_LIST)].some((m) =>
      keyWords(m[1] ?? '').some((w) => own.includes(w)),
    ) ||
    // 'Each step validates before moving on': every input the prompt names is asked for.
    (STEPS_VALIDATE.test(prompt) && new RegExp(String.raw`\b${id}\b`).test(prompt))
  );
}

const STEPS_VALIDATE =
  /\b(?:each|every) step (?:is )?validat\w*|\bvalidat\w* (?:each|every) step\b|\bvalidates? (?:it )?before (?:moving|going) on\b/i;

/**
 * An input the prompt leaves optional: 'can attach an inspiration photo with photoUpload' (not
 * 'Anyone can add food with foodNameInput': who adds the form's items),
 * '#experienceInput (textarea, optional)', or one not marked where others are ('emailInput (required), subjectInput (required) … and
 * attachmentUpload for a screenshot').
 */
function saidOptional(prompt: string, id: string): boolean {
  const own = new RegExp(String.raw`\b${id}\b`);
  const marked = (name: string) => new RegExp(String.raw`\b${name}\s*\(\s*required\b`, 'i');
  if (/\b\w+\s*\(\s*required\b/i.test(prompt) && own.test(prompt) && !marked(id).test(prompt))
    return true;
  // '#experienceInput (textarea, optional)': said in its brackets; 'allergiesBox optional',
  // 'notesInput - optional' just after it.
  if (
    new RegExp(
      String.raw`\b${id}\s*(?:\([^)]{0,40}\boptional\b|(?:[-–—:,]\s*|is\s+|\s)optional\b)`,
      'i',
    ).test(prompt)
  )
    return true;
  return wholeSentencesOf(prompt).some(
    (s) =>
      own.test(s) &&
      /\b(?:can|may|could)\s+(?:also\s+)?(?:attach|upload|include)\b|(?<!\b(?:anyone|everyone|visitors?|people|users?|members?|guests?|customers?|admins?|administrators?|staff|owners?)\s+)\b(?:can|may|could)\s+(?:also\s+)?add\b|\boptional(?:ly)?\b|\bif they (?:want|like|wish|have one)\b/i.test(
        s.slice(0, s.search(own) + id.length),
      ),
  );
}

const REQUIRED_LIST =
  /\b((?:[a-z]+(?:\s*,\s*|\s+and\s+|\s+or\s+)){1,6}[a-z]+)\s+(?:are|must be)\s+(?:all\s+)?required\b/gi;

export function describeInput(
  ctx: PlanContext,
  input: SiteElement,
  field: SiteField | null,
  collection: SiteCollection | null,
  step: number,
  /** A member's own saved item (a profile): only its name is asked for unless the prompt says. */
  editsOwn = false,
): FormInput {
  const kind = inputKind(input, field);
  const optional =
    // '#dietInput' filling dietaryNotes: notes are optional whatever the input is called.
    (hasWord(input.id, OPTIONAL_WORDS) ||
      (field !== null && hasWord(field.key, OPTIONAL_WORDS)) ||
      (editsOwn && collection !== null && field?.key !== displayField(collection)) ||
      /optional/i.test(input.description ?? '') ||
      kind === 'phone' ||
      saidOptional(ctx.promptText, input.id) ||
      // 'Name, phone and description are required': the others are not.
      new RegExp(REQUIRED_LIST.source, 'i').test(ctx.promptText)) &&
    !saidRequired(ctx.promptText, input.id, field);
  const ids = ctx.structure.elements.map((e) => e.id);
  const length = TEXT_KINDS.includes(kind) ? textLength(ctx.promptText, input, ids) : null;
  // An input of a stored form that fills no field is not sent, so asking for it would block the
  // form for nothing ('input3', an upload button with no field, 'extraNotesInput'), unless the
  // prompt gives it a rule: a box to tick, a password of at least 8 characters.
  const unused = collection !== null && field === null;
  const ticked = kind === 'boolean' ? tickRule(ctx.promptText, input, ids) : null;
  const when =
    kind === 'boolean'
      ? null
      : requiredWhen(
          ctx.promptText,
          input,
          ctx.structure.elements.filter((e) => e.veloType === 'Checkbox'),
        );
  const required =
    kind === 'boolean'
      ? hasWord(`${input.id} ${field?.key ?? ''}`, CONSENT_WORDS) || ticked !== null
      : when === null &&
        ((input.veloType !== 'Slider' && !optional && !unused) || (length?.min ?? 0) > 0);
  return {
    elementId: input.id,
    control: controlOf(input),
    kind,
    field,
    required,
    label: inputLabel(input, field),
    options:
      kind === 'choice' || kind === 'choices'
        ? choicesOf(ctx, input, field, collection, ids)
        : null,
    step,
    range: null,
    // A radio group of numbers ('5 rating questions (1-5) using #q1Radio …') is bounded too.
    ...(kind === 'number' || (kind === 'choice' && field?.type === 'number')
      ? withLowBound(
          countedBounds(numberBounds(ctx.promptText, input, ids, field), input, field),
          minimumAge(ctx.promptText, input, field, kind),
        )
      : {}),
    ...(kind === 'date' && minimumAge(ctx.promptText, input, field, kind)
      ? { minAge: minimumAge(ctx.promptText, input, field, kind) ?? 0 }
      : {}),
    ...(maximumAge(ctx.promptText, input, field, kind)
      ? { maxAge: maximumAge(ctx.promptText, input, field, kind) ?? 0 }
      : {}),
    ...(kind === 'phone' ? phoneDigits(ctx.promptText, input, ids) : {}),
    ...(kind === 'url' &&
    saidAbout(ctx.promptText, input, ids).some((part) =>
      /\b(?:start(?:s|ing)? with|begins? with|only)\s+https:\/\/|\bhttps only\b/i.test(part),
    )
      ? { secure: true }
      : {}),
    ...((kind === 'phone' || (kind === 'text' && input.veloType === 'TextInput')) &&
    textPattern(ctx.promptText, input, ids)
      ? { pattern: textPattern(ctx.promptText, input, ids) }
      : {}),
    ...(kind === 'number' &&
    input.veloType !== 'Slider' &&
    (hasWord(`${input.id} ${field?.key ?? ''}`, COUNTED_WORDS) ||
      saidAbout(ctx.promptText, input, ids).some((part) =>
        /^[^.;]{0,30}?\b(?:whole\s+numbers?|integers?|no\s+decimals)\b/i.test(part),
      ))
      ? { whole: true as const }
      : {}),
    length,
    refusal:
      ticked?.refusal ??
      (['email', 'phone', 'url', 'date', 'time'].includes(kind)
        ? invalidMessage(ctx.promptText, input, ids)
        : kind === 'number'
          ? outOfBoundsMessage(ctx.promptText, input, ids)
          : null),
    missing: required ? missingMessage(ctx.promptText, input, ids) : null,
    dayBound: kind === 'date' ? dayBound(ctx.promptText, input, field, ids) : null,
    ...(kind === 'date' && daysAhead(ctx.promptText, input, ids)
      ? { daysAhead: daysAhead(ctx.promptText, input, ids) ?? 1 }
      : {}),
    closedDays: kind === 'date' ? closedDays(ctx.promptText) : null,
    files: kind === 'file' ? uploadRules(ctx.promptText, input, field, ids) : null,
    valueKey: field?.key ?? camel(keyWords(input.id).join(' ') || input.id),
    ...(when ? { requiredWhen: when } : {}),
  };
}

/**
 * What the visitor reads the input as: its name, or the field it fills when the name says less —
 * a default id ('input1') or a short prefix ('enqName' on the enquiry's name field: 'Name').
 */
/** Verbs that lead an input's id before its field ('subscribeEmail', 'registerName'). */
const LEADING_VERBS = [
  'subscribe',
  'register',
  'signup',
  'join',
  'send',
  'submit',
  'enter',
  'rsvp',
];

function inputLabel(input: SiteElement, field: SiteField | null): string {
  if (!field) return humanize(input.id);
  if (isDefaultId(input.id)) return humanize(field.key);
  const own = keyWords(field.key);
  const [first, ...rest] = keyWords(input.id);
  // 'msgInput' for message, 'telInput' for phone: the field's name says it in full.
  if (first && rest.length === 0 && first.length <= 3 && !own.includes(first))
    return humanize(field.key);
  // 'dietaryInput' for dietaryNotes: the first words of the field's name, which says it whole.
  const said = [first, ...rest];
  if (said.length < own.length && said.every((w, i) => w === own[i])) return humanize(field.key);
  // 'prefDatePicker' for preferredDate, 'descInput' for description: its words cut short.
  if (
    said.length === own.length &&
    said.every((w, i) => w !== undefined && own[i]?.startsWith(w) === true)
  )
    return humanize(field.key);
  // 'subscribeEmail' for email: a verb before the field's words says what the form does.
  if (
    first &&
    LEADING_VERBS.includes(first) &&
    rest.length === own.length &&
    rest.every((w, i) => w === own[i])
  )
    return humanize(field.key);
  const prefixed =
    first &&
    first.length <= 3 &&
    !own.includes(first) &&
    rest.length > 0 &&
    input.id.toLowerCase().startsWith(first);
  return humanize(prefixed ? input.id.slice(first.length) : input.id);
}

/**
 * A date picker. The editor's types have no date picker, so a text input named like one
 * ('eventDatePicker') is taken for the date picker it almost certainly is.
 */
export function isDatePicker(element: SiteElement): boolean {
  return (
    element.veloType === 'DatePicker' ||
    (element.veloType === 'TextInput' && /datepicker\d*$/i.test(element.id))
  );
}

/** The Wix element an input is. */
function controlOf(input: SiteElement): FormInput['control'] {
  if (isDatePicker(input)) return 'datePicker';
  switch (input.veloType) {
    case 'TextInput':
      return /timepicker\d*$/i.test(input.id) ? 'timePicker' : 'text';
    case 'TextBox':
      return 'textarea';
    case 'Dropdown':
      return 'dropdown';
    case 'RadioButtonGroup':
      return 'radio';
    case 'Checkbox':
      return 'checkbox';
    case 'CheckboxGroup':
      return 'checkboxGroup';
    case 'Switch':
      return 'switch';
    case 'TimePicker':
      return 'timePicker';
    case 'UploadButton':
      return 'upload';
    case 'AddressInput':
      return 'address';
    case 'Slider':
      return 'slider';
    case 'RatingsInput':
      return 'rating';
    default:
      return 'text';
  }
}

/** 'phone must be at least 10 digits', 'a minimum of 8 digits'. */
function phoneDigits(prompt: string, input: SiteElement, ids: string[]): { minDigits?: number } {
  for (const part of saidAbout(prompt, input, ids)) {
    const said =
      /\b(?:at least|min(?:imum)?(?: of)?|no (?:fewer|less) than)\s+(\d{1,2})\s*(?:digits?|numbers?)\b/i.exec(
        part,
      );
    if (said) return { minDigits: Number(said[1]) };
  }
  return {};
}
