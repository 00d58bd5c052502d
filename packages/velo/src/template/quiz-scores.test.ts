import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A button scoring the answers chosen in a repeater (quiz-scores.ts): 'submitQuizButton counts
 * the answers that equal each question's correctAnswer and shows "You scored X of Y" in
 * scoreText'. Before, the button and the text were left out.
 */

describe('template engine: a quiz scored from the answers chosen', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'counts the chosen answers that equal each correct answer, in the words quoted (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Quiz: questionsRepeater shows questions from Questions with questionText and answerRadio (options from the question's choices). submitQuizButton counts the answers that equal each question's correctAnswer and shows 'You scored X of Y' in scoreText.",
          { Questions: { question: 'text', choices: 'tags', correctAnswer: 'text' } },
          [
            { id: 'questionsRepeater', type: 'repeater' },
            { id: 'questionText', type: 'text', parentId: 'questionsRepeater' },
            { id: 'answerRadio', type: 'radioGroup', parentId: 'questionsRepeater' },
            { id: 'submitQuizButton', type: 'button' },
            { id: 'scoreText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Questions', {
              _id: 'sum',
              question: '2 + 2?',
              choices: ['3', '4'],
              correctAnswer: '4',
            });
            void page.data.insert('Questions', {
              _id: 'capital',
              question: 'Capital of France?',
              choices: ['Paris', 'Lyon'],
              correctAnswer: 'Paris',
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const score = () => (run.$w('#scoreText') as unknown as { text: string }).text;
      await run.fire('#submitQuizButton', 'click');
      expect(score()).toBe('You scored 0 of 2');
      await run.setValue('#answerRadio', '4', { itemId: 'sum' });
      await run.setValue('#answerRadio', 'Lyon', { itemId: 'capital' });
      await run.fire('#submitQuizButton', 'click');
      expect(score()).toBe('You scored 1 of 2');
      expect(result.frontendCode).toContain('not for a graded test');
    },
  );
});
