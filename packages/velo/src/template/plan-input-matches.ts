import { anyQuotedTexts, sentencesOf } from './keywords';
import { hasWord, keyWords } from './naming';
import type { FormInput, FormPlan } from './plan-types';

/**
 * Two inputs the prompt says must be the same: 'emailInput and confirmEmailInput must match',
 * 'confirmPasswordInput must match passwordInput'. The repeating one (named 'confirm', 'repeat',
 * 'again', else the second) is required and checked against the other before the form is sent,
 * in the prompt's quoted words or "The email addresses don't match.". It fills no field: the
 * page checks it, as only the page has it.
 */
export function planMatchingInputs(prompt: string, form: FormPlan): void {
  const ids = form.inputs.map((i) => i.elementId);
  if (ids.length < 2) return;
  const id = `(${ids.join('|')})`;
  const pairs = [
    new RegExp(
      String.raw`\b${id}\s+and\s+${id}\s+(?:must|should|have to|need to)\s+(?:both\s+)?(?:match|be the same)\b`,
    ),
    new RegExp(
      String.raw`\b${id}\s+(?:must|should|has to|needs to)\s+(?:match|equal|be the same as)\s+(?:the\s+)?${id}\b`,
    ),
  ];
  for (const sentence of sentencesOf(prompt))
    for (const pair of pairs) {
      const [, first = '', second = ''] = pair.exec(sentence) ?? [];
      if (!first || !second || first === second) continue;
      const repeats = hasWord(first, REPEAT_WORDS) && !hasWord(second, REPEAT_WORDS);
      const [original, copy] = repeats ? [second, first] : [first, second];
      const input = form.inputs.find((i) => i.elementId === copy);
      const other = form.inputs.find((i) => i.elementId === original);
      if (!input || !other) continue;
      const what = other.kind === 'email' ? 'email addresses' : `${other.label.toLowerCase()}s`;
      input.required = true;
      input.missing ??= `Please confirm your ${other.label.toLowerCase()}.`;
      input.sameAs = {
        elementId: original,
        refusal: anyQuotedTexts(sentence)[0] ?? `The ${what} don't match.`,
      };
    }
}

const REPEAT_WORDS = ['confirm', 'confirmation', 'repeat', 'again', 'verify', 'retype'];

/**
 * Two days the prompt orders: 'End date can't be before start date', 'check-out after check-in';
 * and two times of day: 'End time must be after start time'. The later one is checked on the
 * page and in the web method: not before the other, or after it when the prompt says 'after'.
 */
export function planOrderedDates(prompt: string, form: FormPlan): void {
  for (const kind of ['date', 'time'] as const) {
    const inputs = form.inputs.filter((i) => i.kind === kind);
    // With two days and two times on the form, 'end time' must say which: 'end' alone is the day's.
    const both =
      form.inputs.filter((i) => i.kind === (kind === 'date' ? 'time' : 'date')).length > 1;
    for (const later of inputs)
      for (const earlier of inputs) {
        if (later !== earlier) orderPair(prompt, later, earlier, kind, both && kind === 'time');
      }
  }
}

function orderPair(
  prompt: string,
  later: FormInput,
  earlier: FormInput,
  kind: 'date' | 'time',
  kindSaid: boolean,
): void {
  // 'return date must be after pickup date' of #toDate and #fromDate: a day's other names.
  const words = (id: string) => {
    const own = keyWords(id).filter((w) => !['date', 'day', 'time', 'picker'].includes(w));
    const alias = own.length === 1 ? DAY_ALIASES[own[0] ?? ''] : undefined;
    const said = own.join(String.raw`[\s-]*`);
    const name = alias ? `(?:${said}|${alias})` : said;
    return said && kindSaid ? String.raw`${name}[\s-]*${kind}` : said && name;
  };
  const [a, b] = [words(later.elementId), words(earlier.elementId)];
  if (!a || !b) return;
  const notBefore = new RegExp(
    String.raw`\b(${a})[\w\s-]{0,12}?\b(?:can'?t|cannot|must not|may not|should not|shouldn'?t)\s+be\s+before\s+(?:the\s+)?(${b})`,
    'i',
  );
  const after = new RegExp(
    String.raw`\b(${a})[\w\s-]{0,12}?\b(?:must be\s+|is\s+|comes?\s+)?(?:after|later than)\s+(?:the\s+)?(${b})`,
    'i',
  );
  const sentence = sentencesOf(prompt).find((s) => notBefore.test(s) || after.test(s));
  if (!sentence) return;
  const strict = !notBefore.test(sentence);
  // Named as the prompt names them: 'Return date must be after the pickup date.'
  const [, saidLater = '', saidEarlier = ''] = (strict ? after : notBefore).exec(sentence) ?? [];
  const named = (said: string, id: string) =>
    `${said.toLowerCase()}${hasWord(id, [kind]) && !new RegExp(`\\b${kind}$`, 'i').test(said) ? ` ${kind}` : ''}`;
  const l = named(saidLater, later.elementId).replace(/^./, (c) => c.toUpperCase());
  const e = named(saidEarlier, earlier.elementId);
  later.notBefore = {
    elementId: earlier.elementId,
    strict,
    refusal:
      anyQuotedTexts(sentence)[0] ??
      (strict ? `${l} must be after the ${e}.` : `${l} can't be before the ${e}.`),
  };
}

/** Other names of the first and last day of a stay or a rental. */
const LAST_DAY = String.raw`return|end|drop[\s-]*off|check[\s-]*out|departure|until`;
const FIRST_DAY = String.raw`pick[\s-]*up|start|check[\s-]*in|arrival`;
const DAY_ALIASES: Record<string, string> = { to: LAST_DAY, from: FIRST_DAY };
