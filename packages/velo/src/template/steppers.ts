import type { SiteElement } from '../structure';
import { sentencesOf } from './keywords';
import { hasWord, pascal } from './naming';
import { isButton } from './plan-context';

/**
 * Plus and minus buttons stepping a number input: 'quantityInput starts at 1; plusButton adds 1
 * and minusButton takes 1 away, never below 1 or above 10'. The input keeps its place in any
 * form that reads it; the buttons are the stepper's. Before, all three were left out.
 */
export interface Stepper {
  kind: 'stepper';
  inputId: string;
  plusId: string;
  minusId: string;
  step: number;
  min: number | null;
  max: number | null;
  start: number | null;
}

const UP = /\b(?:adds?|increases?|increments?|raises?|goes up|plus)\b/i;
const DOWN =
  /\b(?:takes?\s+\w+\s+away|takes?\s+away|subtracts?|decreases?|decrements?|lowers?|removes?|minus)\b/i;
const NUMBER_WORDS = [
  'quantity',
  'qty',
  'amount',
  'count',
  'number',
  'guests',
  'tickets',
  'people',
  'seats',
  'nights',
];

/** The stepper a sentence with an up and a down button asks for, on the input it names or the prompt's number input. */
export function stepperOf(
  sentence: string,
  named: SiteElement[],
  prompt: string,
  page: SiteElement[],
): Stepper | null {
  const buttons = named.filter(isButton);
  const own = (b: SiteElement) => {
    const after = sentence.slice(sentence.indexOf(b.id) + b.id.length);
    const next = buttons.find((o) => o !== b && after.includes(o.id));
    return next ? after.slice(0, after.indexOf(next.id)) : after;
  };
  const plus = buttons.find((b) => UP.test(own(b)) && !DOWN.test(own(b)));
  const minus = buttons.find((b) => b !== plus && DOWN.test(own(b)));
  if (!plus || !minus) return null;
  const inputs = page.filter((e) => e.veloType === 'TextInput');
  const input =
    named.find((e) => e.veloType === 'TextInput') ??
    inputs.find((e) => hasWord(e.id, NUMBER_WORDS)) ??
    (inputs.length === 1 ? inputs[0] : undefined);
  if (!input) return null;
  const inputSaid = sentencesOf(prompt)
    .filter((s) => s.includes(input.id))
    .join(' ');
  const all = `${sentence} ${inputSaid}`;
  const number = (pattern: RegExp) => {
    const found = pattern.exec(all)?.[1];
    return found === undefined ? null : Number(found);
  };
  return {
    kind: 'stepper',
    inputId: input.id,
    plusId: plus.id,
    minusId: minus.id,
    step: number(/\b(?:adds?|takes?|by)\s+(\d+)/i) ?? 1,
    min: number(/\b(?:never\s+)?(?:below|under|less than|at least|minimum(?: of)?|min)\s+(\d+)/i),
    max: number(/\b(?:above|over|more than|at most|maximum(?: of)?|max|up to)\s+(\d+)/i),
    start: number(/\bstarts?\s+(?:at|from|with)\s+(\d+)/i),
  };
}

/** The page code: one function stepping the input, clamped to its bounds. */
export function stepperLines(s: Stepper): { comment: string; lines: string[] } {
  const $ = (id: string) => `$w('#${id}')`;
  const fn = `step${pascal(s.inputId)}`;
  const low = s.min ?? s.start ?? 0;
  const clamp = [
    s.max !== null ? `Math.min(${s.max}, ` : '',
    `Math.max(${low}, current + by)`,
    s.max !== null ? ')' : '',
  ].join('');
  const bounds = s.max !== null ? `from ${low} to ${s.max}` : `from ${low} up`;
  return {
    comment: `#${s.plusId} and #${s.minusId} step #${s.inputId} by ${s.step}, ${bounds}.`,
    lines: [
      `function ${fn}(by) {`,
      `  const current = Number(${$(s.inputId)}.value) || ${low};`,
      `  ${$(s.inputId)}.value = String(${clamp});`,
      '}',
      ...(s.start !== null ? [`${$(s.inputId)}.value = '${s.start}';`] : []),
      `${$(s.plusId)}.onClick(() => ${fn}(${s.step}));`,
      `${$(s.minusId)}.onClick(() => ${fn}(-${s.step}));`,
    ],
  };
}

export function stepperStep(s: Stepper): string {
  const low = s.min ?? s.start ?? 0;
  return `Click \`${s.plusId}\` and \`${s.minusId}\`: \`${s.inputId}\` goes up and down by ${s.step}${s.max !== null ? `, staying between ${low} and ${s.max}` : `, never below ${low}`}.`;
}
