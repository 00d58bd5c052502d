import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { anyQuotedTexts, sentenceNaming, wholeSentencesOf } from './keywords';
import { displayField } from './matching';
import { camel, hasWord, humanize, isDefaultId, keyWords, nameScore } from './naming';
import { itemChoices } from './options-lookup';
import { memberKeyIn } from './own-items-key';
import type { PlanContext } from './plan-context';
import { COUNTED_WORDS, countedBounds, numberBounds } from './plan-number-bounds';
import { invalidMessage, missingMessage, outOfBoundsMessage } from './plan-input-messages';
import { textPattern } from './plan-input-patterns';
import { uploadRules } from './plan-upload-rules';
import {
  closedDays,
  dayBound,
  daysAhead,
  listedChoices,
  saidAbout,
  textLength,
  tickRule,
  requiredWhen,
} from './plan-input-rules';
import type { FormInput, OptionsSource } from './plan-types';

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
  if (control === 'dropdown' || control === 'radio') return 'choice';
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
    (hasWord(input.id, OPTIONAL_WORDS) ||
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
      ? countedBounds(numberBounds(ctx.promptText, input, ids), input, field)
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

/**
 * A choice input's options: the items of the collection it names ('serviceDropdown' → Services),
 * or of the collection a reference field points to; otherwise the editor's own options stay.
 */
export function choiceOptions(
  ctx: PlanContext,
  input: SiteElement,
  field: SiteField | null,
  owner: SiteCollection | null,
): OptionsSource | null {
  let best: SiteCollection | null = null;
  let bestScore = 0;
  for (const c of ctx.structure.collections) {
    if (c === owner) continue;
    const score = Math.max(nameScore(input.id, c.name), field ? nameScore(field.key, c.name) : 0);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  if (!best || bestScore < 10) return null;
  const label = displayField(best);
  if (!label) return null;
  const valueField = field?.type === 'reference' ? '_id' : label;
  const choices = itemChoices(best.name, label, valueField);
  const ownedBy = ownChoicesField(ctx, input, best);
  return ownedBy ? { ...choices, ownedBy } : choices;
}

/**
 * Where the member's id is, when the input's words keep its choices to the member's own items
 * ('#dogDropdown (only their own dogs)', '#childDropdown (their own Children rows only)').
 */
function ownChoicesField(
  ctx: PlanContext,
  input: SiteElement,
  collection: SiteCollection,
): string | null {
  const sentence = sentenceNaming(ctx.promptText, input.id) ?? '';
  const at = sentence.search(new RegExp(String.raw`\b${input.id}\b`));
  const about = sentence.slice(at, at + 120);
  if (!/\b(?:their|his|her|my|your) own\b/i.test(about)) return null;
  return memberKeyIn(collection)?.key ?? '_owner';
}

/** The choices the prompt lists for the input, else those of the collection it names. */
function choicesOf(
  ctx: PlanContext,
  input: SiteElement,
  field: SiteField | null,
  owner: SiteCollection | null,
  ids: string[],
): OptionsSource | null {
  const listed = listedChoices(ctx.promptText, input.id, ids);
  if (field?.type === 'boolean') return yesNoChoices(listed);
  if (!listed) return choiceOptions(ctx, input, field, owner);
  // '(Low / Normal / Urgent, default Normal)': a choice picked at the start, not a fourth one.
  const said = listed.find((v) => /^default\s+\S/i.test(v));
  const values = listed.filter((v) => v !== said);
  const chosen = said?.replace(/^default\s+/i, '');
  const stored = storedChoices(ctx.promptText, input.id, values);
  if (stored) return { kind: 'fixed', values: stored, labels: values };
  return chosen && values.includes(chosen)
    ? { kind: 'fixed', values, defaultValue: chosen }
    : { kind: 'fixed', values };
}

/**
 * "(Small $25/wk, Medium $35/wk, Large $45/wk) — store 'Small', 'Medium' or 'Large'": the words
 * saved for each listed choice, each the start of its label, in order. Null unless all are.
 */
function storedChoices(prompt: string, id: string, labels: string[]): string[] | null {
  const sentence = sentenceNaming(prompt, id) ?? '';
  const said =
    /\b(?:store|stores|stored as|save|saves|saved as|values? (?:are|is))\s+((?:'[^'\n]{1,40}'|"[^"\n]{1,40}")(?:\s*(?:,|or|and|,\s*or)\s*(?:'[^'\n]{1,40}'|"[^"\n]{1,40}"))+)/i.exec(
      sentence,
    );
  const stored = said ? anyQuotedTexts(said[1] ?? '') : [];
  return stored.length === labels.length &&
    stored.every((v, i) => labels[i]?.toLowerCase().startsWith(v.toLowerCase()))
    ? stored
    : null;
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

/** A listed choice that means no: 'No', 'Not attending', "Can't make it". */
const NEGATIVE_CHOICE = /^(?:no|not|nope|decline[sd]?|can'?t|cannot|won'?t|unable|absent|false)\b/i;

/**
 * The two choices of a Yes/No field, in the prompt's words when it lists two ('Going / Not
 * going'): the page sends 'yes' or 'no' and the item stores true or false.
 */
function yesNoChoices(listed: string[] | null): OptionsSource {
  const labels = listed?.length === 2 ? listed : ['Yes', 'No'];
  const negative = labels.map((label) => NEGATIVE_CHOICE.test(label));
  // The one that says no is false; otherwise the first listed is yes.
  const noAt = negative[0] && !negative[1] ? 0 : 1;
  const values = labels.map((_, i) => (i === noAt ? 'no' : 'yes'));
  return { kind: 'fixed', values, labels, yesNo: true };
}

/** A dropdown or radio group filling a Yes/No field: 'yes' or 'no', saved as true or false. */
export function isYesNoChoice(input: FormInput): boolean {
  return input.kind === 'choice' && input.field?.type === 'boolean';
}

/** A dropdown or radio group whose choices are stored in a Number field: sent as a number. */
export function isNumberChoice(input: FormInput): boolean {
  return input.kind === 'choice' && input.field?.type === 'number';
}
