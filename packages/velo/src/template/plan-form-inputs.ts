import type { SiteCollection, SiteElement, SiteField } from '../structure';
import { IN_SINGLE_QUOTES, wholeSentencesOf } from './keywords';
import { displayField } from './matching';
import {
  camel,
  hasWord,
  humanize,
  isDefaultId,
  keyWords,
  nameScore,
  pascal,
  words,
} from './naming';
import type { PlanContext } from './plan-context';
import { FULL } from './plan-form-limits';
import { uploadRules } from './plan-upload-rules';
import {
  closedDays,
  dayBound,
  listedChoices,
  numberRange,
  textLength,
  tickRule,
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
    [...prompt.matchAll(REQUIRED_LIST)].some((m) =>
      keyWords(m[1] ?? '').some((w) => own.includes(w)),
    )
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
): FormInput {
  const kind = inputKind(input, field);
  const optional =
    (hasWord(input.id, OPTIONAL_WORDS) ||
      /optional/i.test(input.description ?? '') ||
      kind === 'phone') &&
    !saidRequired(ctx.promptText, input.id, field);
  const ids = ctx.structure.elements.map((e) => e.id);
  const length = TEXT_KINDS.includes(kind) ? textLength(ctx.promptText, input, ids) : null;
  // An input of a stored form that fills no field is not sent, so asking for it would block the
  // form for nothing ('input3', an upload button with no field, 'extraNotesInput'), unless the
  // prompt gives it a rule: a box to tick, a password of at least 8 characters.
  const unused = collection !== null && field === null;
  const ticked = kind === 'boolean' ? tickRule(ctx.promptText, input, ids) : null;
  const required =
    kind === 'boolean'
      ? hasWord(`${input.id} ${field?.key ?? ''}`, CONSENT_WORDS) || ticked !== null
      : (input.veloType !== 'Slider' && !optional && !unused) || (length?.min ?? 0) > 0;
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
    range:
      kind === 'number'
        ? (numberRange(ctx.promptText, input, ids) ??
          // Wix's ratings input gives 1 to 5 stars: the web method takes nothing else.
          (input.veloType === 'RatingsInput' ? [1, 5] : null))
        : null,
    length,
    refusal: ticked?.refusal ?? null,
    dayBound: kind === 'date' ? dayBound(ctx.promptText, input, field, ids) : null,
    closedDays: kind === 'date' ? closedDays(ctx.promptText) : null,
    files: kind === 'file' ? uploadRules(ctx.promptText, input, field, ids) : null,
    valueKey: field?.key ?? camel(keyWords(input.id).join(' ') || input.id),
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
  return {
    kind: 'collection',
    collection: best.name,
    labelField: label,
    valueField,
    fnName: `get${pascal(best.name)}Options`,
  };
}

/** The choices the prompt lists for the input, else those of the collection it names. */
function choicesOf(
  ctx: PlanContext,
  input: SiteElement,
  field: SiteField | null,
  owner: SiteCollection | null,
  ids: string[],
): OptionsSource | null {
  const values = listedChoices(ctx.promptText, input.id, ids);
  return values ? { kind: 'fixed', values } : choiceOptions(ctx, input, field, owner);
}

/** A dropdown or radio group whose choices are stored in a Number field: sent as a number. */
export function isNumberChoice(input: FormInput): boolean {
  return input.kind === 'choice' && input.field?.type === 'number';
}

/** A quoted message of 2 to 120 characters on one line, its words in group 1, 2 or 3. */
const MESSAGE = String.raw`(?:'(${IN_SINGLE_QUOTES}{2,120}?)'|"([^"\n]{2,120})"|“([^”\n]{2,120})”)`;

/** The sentence up to `index`: what is said before a quote. */
function sentenceBefore(prompt: string, index: number): string {
  return (
    prompt
      .slice(0, index)
      .split(/[.!?;\n]\s/)
      .pop() ?? ''
  );
}

/**
 * The message the prompt asks a form to show once sent, quoted after a showing verb: "Show
 * 'Order placed' in orderStatus", "shows “Thanks!” on success". Only where what follows names the
 * form's status text (or a status, message or confirmation), or names nothing after a saving
 * ('then show …'); never an error's wording ('if it fails show …').
 */
export function quotedSuccess(prompt: string, statusId: string | null): string | null {
  const quoted = new RegExp(
    String.raw`\b(?:show|shows|showing|display|displays|say|says)\s+(?:the\s+(?:message|text)\s+)?(?:'(${IN_SINGLE_QUOTES}{2,120}?)'(?=[\s.,;:!?)]|$)|"([^"\n]{2,120})"|“([^”\n]{2,120})”)([^.;\n]{0,60})`,
    'gi',
  );
  for (const match of prompt.matchAll(quoted)) {
    const message = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    // The sentence so far: 'saved to Entries. The pageText shows …' is about pages, not saving.
    const before = sentenceBefore(prompt, match.index);
    const after = (match[4] ?? '').toLowerCase();
    // Not an error's, a condition's ('if … already …', '… when nothing matches') or a progress
    // message ('While sending, show "Sending..."'); 'Otherwise show …' is the success branch.
    if (
      /\b(?:error|errors|fail|fails|failed|invalid|wrong|problem|missing|empty)\b/i.test(before) ||
      (/\b(?:if|when|while|during|unless|already|before)\b/i.test(before) &&
        !/\b(?:otherwise|else)\b/i.test(before) &&
        // 'When the contact form is sent, show …' is the success.
        !/^(?:when|once|after)\b[^.;]{0,60}\b(?:sent|submitted|saved|posted|succeeds|done)\b[^.;]*$/i.test(
          before.trim(),
        ) &&
        !clickSaves(before)) ||
      /^\s*(?:\w+\s+){0,4}?(?:if|when|while|unless)\b/i.test(after) ||
      /(?:\.\.\.|…)$/.test(message) ||
      // A refusal's words: 'once we have 200 guests, show "Sorry, we are full" instead'.
      FULL.test(message) ||
      /\binstead\b/i.test(after)
    )
      continue;
    const target =
      /^\s*(?:in|on|into|inside|under|below)\s+(?:the\s+)?(\w+)/.exec(after)?.[1] ?? '';
    const named =
      (target === '' &&
        /\b(?:then|after|once|success|saved|sent|submitted|submit|thank|otherwise|else)/i.test(
          before,
        )) ||
      (statusId !== null && target === statusId.toLowerCase()) ||
      // 'text3 says "Thanks!" after posting': the status text is the subject, a sending follows.
      (statusId !== null &&
        new RegExp(String.raw`\b${statusId}\s*$`, 'i').test(before) &&
        /^\s*(?:after|once|on)\s+(?:\w+ing|success|saving|sending)\b/.test(after)) ||
      ['status', 'message', 'confirmation', 'success', 'result', 'feedback'].includes(target);
    if (message && named) return message;
  }
  // "Show errors in errorText and 'See you there!' in successText": a quote put into the status
  // text, in a sentence that is not about failing.
  if (statusId) {
    const into = new RegExp(
      String.raw`${MESSAGE}\s+(?:in|into|on)\s+(?:the\s+)?${statusId}\b`,
      'gi',
    );
    for (const match of prompt.matchAll(into)) {
      const sentence = sentenceBefore(prompt, match.index);
      if (
        /\b(?:fail|fails|failed|invalid|wrong|if|when|while|unless|already)\b/i.test(sentence) &&
        !clickSaves(sentence)
      )
        continue;
      const message = (match[1] ?? match[2] ?? match[3] ?? '').trim();
      if (message && !/(?:\.\.\.|…)$/.test(message) && !FULL.test(`${sentence} ${message}`))
        return message;
    }
    // 'Afterwards … show thankYouText with "Thank you for applying!"': the status text, then its words.
    const withWords = new RegExp(
      String.raw`\b(?:show|shows|showing|display|displays)\s+(?:the\s+)?${statusId}\s+(?:with|saying|that says|reading)\s+${MESSAGE}`,
      'i',
    ).exec(prompt);
    const before = withWords ? sentenceBefore(prompt, withWords.index) : '';
    if (withWords && !/\b(?:fail|fails|failed|invalid|wrong|error|already)\b/i.test(before))
      return (withWords[1] ?? withWords[2] ?? withWords[3] ?? '').trim();
  }
  return null;
}

/** 'When they click saveButton, save the changes … and': the click's saving, not a condition. */
function clickSaves(sentence: string): boolean {
  return /^\s*(?:when|once|after)\s+(?:they|the visitor|visitors|a visitor|the member|someone|users?)\s+click(?:s|ed)?\s+\w+\s*,\s*(?:save|submit|send|add|record|store)\b/i.test(
    sentence,
  );
}

export function successMessage(name: string): string {
  const w = words(name);
  const has = (...list: string[]) => list.some((x) => w.some((y) => y.startsWith(x)));
  if (has('message', 'contact', 'enquir', 'inquir', 'lead'))
    return 'Thanks! Your message was sent.';
  if (has('booking', 'reservation', 'appointment'))
    return 'Thanks! Your booking request was received.';
  if (has('subscri', 'newsletter')) return 'Thanks for subscribing!';
  if (has('registration', 'signup', 'member', 'user')) return 'Thanks for signing up!';
  if (has('application', 'apply')) return 'Thanks! Your application was sent.';
  if (has('order')) return 'Thanks! Your order was received.';
  return 'Thanks! Your details were saved.';
}
