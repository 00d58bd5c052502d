import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 24's online quiz: 'Load 10 questions from Questions into #quizRepeater' filled the quiz
 * from QuizResults (member ids as questions); 'compute the score on the server by comparing with
 * correctAnswer' and 'Save the result to QuizResults with the member's id' were not built.
 */

const PROMPT =
  "Online quiz. Load 2 questions from Questions into #quizRepeater (#questionText and #answerRadio with options from the options tags field). When the visitor clicks #submitQuiz, compute the score on the server by comparing with correctAnswer (never expose correctAnswer to the page) and show 'You scored X/2' in #scoreText. Save the result to QuizResults with the member's id if logged in.";

describe('template engine: a quiz read from its named collection, its result saved alone', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'scores the answers and saves the score with the member and the time (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Questions: { question: 'text', options: 'tags', correctAnswer: 'text' },
            QuizResults: { memberId: 'text', score: 'number', takenAt: 'date' },
          },
          [
            { id: 'quizRepeater', type: 'repeater' },
            { id: 'questionText', type: 'text', parentId: 'quizRepeater' },
            { id: 'answerRadio', type: 'radioGroup', parentId: 'quizRepeater' },
            { id: 'submitQuiz', type: 'button' },
            { id: 'scoreText', type: 'text' },
          ],
          outputType,
        ),
        {
          member: { _id: 'member-1' },
          itemsPerCollection: 0,
          beforeRun: (page) => {
            const question = (_id: string, options: string[], correctAnswer: string) =>
              void page.data.insert('Questions', { _id, question: _id, options, correctAnswer });
            question('sum', ['3', '4'], '4');
            question('capital', ['Paris', 'Lyon'], 'Paris');
          },
        },
      );
      // Page-only code reads the answer key with the questions, which the checker says.
      if (outputType === 'frontend_backend') expect(result.diagnostics).toEqual([]);
      expect(result.frontendCode).toContain('const QUESTIONS_PAGE_SIZE = 2;');
      await run.setValue('#answerRadio', '4', { itemId: 'sum' });
      await run.setValue('#answerRadio', 'Lyon', { itemId: 'capital' });
      await run.fire('#submitQuiz', 'click');
      await run.settle();
      expect((run.$w('#scoreText') as unknown as { text: string }).text).toBe('You scored 1/2');
      const { items } = await run.wixData.query('QuizResults').find();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ score: 1, memberId: 'member-1' });
      expect(items[0]?.['takenAt']).toBeInstanceOf(Date);
      expect(run.errors).toEqual([]);
    },
  );
});
