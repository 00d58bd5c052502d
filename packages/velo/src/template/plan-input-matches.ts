import { anyQuotedTexts, sentencesOf } from './keywords';
import { hasWord } from './naming';
import type { FormPlan } from './plan-types';

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
