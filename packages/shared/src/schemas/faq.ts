import { z } from 'zod';

/** One FAQ entry; the stored FAQ is a JSON array of these (spec sections 3 and 5). */
export const ZFaqItem = z.object({
  question: z.string().trim().min(1),
  answer: z.string().trim().min(1),
});
export type TFaqItem = z.infer<typeof ZFaqItem>;

export type FaqParseResult =
  { success: true; items: TFaqItem[] } | { success: false; message: string };

export const FAQ_MESSAGES = {
  notArray: 'FAQ content must be a JSON array of objects with a "question" and an "answer"',
  empty: 'FAQ content must contain at least one question',
} as const;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads FAQ content, naming the first problem in words an editor can act on ('Item 2 has no
 * answer'). The admin editor checks with it before saving, the server refuses what it refuses,
 * and the FAQ page falls back to the defaults on any failure.
 */
export function parseFaqContent(text: string): FaqParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    return { success: false, message: `FAQ content is not valid JSON${reason}` };
  }
  if (!Array.isArray(data)) return { success: false, message: FAQ_MESSAGES.notArray };
  if (data.length === 0) return { success: false, message: FAQ_MESSAGES.empty };

  const items: TFaqItem[] = [];
  for (const [index, entry] of data.entries()) {
    const label = `Item ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return {
        success: false,
        message: `${label} must be an object with a question and an answer`,
      };
    }
    const record = entry as Record<string, unknown>;
    const question = textOf(record.question);
    const answer = textOf(record.answer);
    if (question === '') return { success: false, message: `${label} has no question` };
    if (answer === '') return { success: false, message: `${label} has no answer` };
    const earlier = items.findIndex(
      (item) => item.question.toLowerCase() === question.toLowerCase(),
    );
    if (earlier !== -1) {
      return { success: false, message: `${label} repeats the question of item ${earlier + 1}` };
    }
    items.push({ question, answer });
  }
  return { success: true, items };
}
