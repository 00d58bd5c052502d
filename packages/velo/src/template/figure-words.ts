/**
 * The words that name a figure over a number field — 'average rating', 'the sum of all amounts',
 * 'cheapest price' — read the same way by page texts (plan-summaries.ts), tables of figures per
 * value (plan-group-tables.ts) and web methods returning figures (plan-function-figures.ts).
 */

export type FigureOp = 'avg' | 'sum' | 'min' | 'max';

const FIGURE_WORDS: Record<FigureOp, readonly string[]> = {
  avg: ['average', 'avg', 'mean'],
  sum: ['total', 'sum'],
  min: ['min', 'minimum', 'lowest', 'cheapest', 'smallest'],
  max: ['max', 'maximum', 'highest', 'largest', 'priciest'],
};

const OPS = Object.keys(FIGURE_WORDS) as FigureOp[];

/** What a figure is called in a name made for it: averageRating, totalAmount, lowestPrice. */
export const FIGURE_NAME: Record<FigureOp, string> = {
  avg: 'average',
  sum: 'total',
  min: 'lowest',
  max: 'highest',
};

/** The figure one word names ('cheapest' → min), if any. */
export function figureOfWord(word: string): FigureOp | undefined {
  return OPS.find((op) => FIGURE_WORDS[op].includes(word));
}

/** Whether a word names this figure: kept out of the words that name its field. */
export function isFigureWord(op: FigureOp, word: string): boolean {
  return FIGURE_WORDS[op].includes(word);
}

/** A figure's words as a whole-word pattern, 'most expensive' with the highest. */
const MENTIONS = Object.fromEntries(
  OPS.map((op) => {
    const phrases = op === 'max' ? [...FIGURE_WORDS[op], 'most expensive'] : FIGURE_WORDS[op];
    return [op, new RegExp(String.raw`\b(?:${phrases.join('|')})\b`, 'i')];
  }),
) as Record<FigureOp, RegExp>;

/** Whether a text asks for this figure anywhere ('the most expensive product'). */
export function mentionsFigure(op: FigureOp, text: string): boolean {
  return MENTIONS[op].test(text);
}

/** The first figure a text names, in avg, sum, min, max order. */
export function figureMentioned(text: string): FigureOp | undefined {
  return OPS.find((op) => MENTIONS[op].test(text));
}

/** The figure named just before a field's words: 'total ', 'the sum of their ', 'average '. */
export function figureBefore(text: string): FigureOp | undefined {
  const last = /\b([a-z]+)\s+(?:of\s+)?(?:the\s+|their\s+|all\s+)?$/i.exec(text);
  return last ? figureOfWord(last[1]!.toLowerCase()) : undefined;
}
