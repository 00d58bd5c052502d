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
      await run.settle();
      expect(score()).toBe('You scored 0 of 2');
      await run.setValue('#answerRadio', '4', { itemId: 'sum' });
      await run.setValue('#answerRadio', 'Lyon', { itemId: 'capital' });
      await run.fire('#submitQuizButton', 'click');
      await run.settle();
      expect(score()).toBe('You scored 1 of 2');
      // With a web module the answers are scored on the server, and never sent to the page.
      const sent = JSON.stringify((run.$w('#questionsRepeater') as unknown as { data: [] }).data);
      if (outputType === 'velo') expect(result.frontendCode).toContain('not for a graded test');
      else expect(sent).not.toContain('correctAnswer');
    },
  );
});

/**
 * Review 19, 2: 'compare each chosen answer to correctAnswer and show "You scored X/5" … Save the
 * score with the player's name from playerNameInput to QuizResults'. Before, every visitor got
 * the answer key, the radio buttons had no options, and each result was saved with a score of 0.
 */
describe('template engine: a quiz whose score is saved', () => {
  const quiz = (outputType: 'velo' | 'frontend_backend') =>
    pageRequest(
      "A quiz page. Load the 5 Questions ordered by order into questionsRepeater; each question has questionText and answerRadio with the options optionA, optionB, optionC. When the visitor clicks submitQuizButton, compare each chosen answer to correctAnswer and show 'You scored X/5' in scoreText. Save the score with the player's name from playerNameInput to QuizResults.",
      {
        Questions: {
          question: 'text',
          optionA: 'text',
          optionB: 'text',
          optionC: 'text',
          correctAnswer: 'text',
          order: 'number',
        },
        QuizResults: { playerName: 'text', score: 'number' },
      },
      [
        { id: 'questionsRepeater', type: 'repeater' },
        { id: 'questionText', type: 'text', parentId: 'questionsRepeater' },
        { id: 'answerRadio', type: 'radioGroup', parentId: 'questionsRepeater' },
        { id: 'playerNameInput', type: 'input' },
        { id: 'submitQuizButton', type: 'button' },
        { id: 'scoreText', type: 'text' },
      ],
      outputType,
    );

  it.each(['velo', 'frontend_backend'] as const)(
    "offers each question's options, scores the answers and saves the score once (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(quiz(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [order, correctAnswer] of [
            [1, 'Paris'],
            [2, 'Rome'],
          ] as const)
            void page.data.insert('Questions', {
              _id: `q${order}`,
              question: `Question ${order}`,
              optionA: 'Paris',
              optionB: 'Rome',
              optionC: '',
              correctAnswer,
              order,
            });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const offered: string[][] = [];
      (
        run.$w('#questionsRepeater') as unknown as {
          forEachItem(fn: ($item: (id: string) => { options: { value: string }[] }) => void): void;
        }
      ).forEachItem(($item) => offered.push($item('#answerRadio').options.map((o) => o.value)));
      expect(offered).toEqual([
        ['Paris', 'Rome'],
        ['Paris', 'Rome'],
      ]);
      const score = () => (run.$w('#scoreText') as unknown as { text: string }).text;
      await run.setValue('#answerRadio', 'Paris', { itemId: 'q1' });
      await run.setValue('#answerRadio', 'Paris', { itemId: 'q2' });
      await run.fire('#submitQuizButton', 'click');
      await run.settle();
      expect(score()).toBe('Please enter your player name.');
      await run.setValue('#playerNameInput', 'Ada');
      await run.fire('#submitQuizButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(score()).toBe('You scored 1/2');
      const saved = await run.wixData.query('QuizResults').find();
      expect(saved.items.map((r) => [r['playerName'], r['score']])).toEqual([['Ada', 1]]);
      expect((run.$w('#submitQuizButton') as unknown as { enabled: boolean }).enabled).toBe(false);
    },
  );

  it('keeps the answer key and the saving on the server', async () => {
    const { result } = await runGenerated(quiz('frontend_backend'), { itemsPerCollection: 0 });
    expect(result.backendCode).toContain(
      "await wixData.insert('QuizResults', { ...item, score }, { suppressAuth: true });",
    );
    expect(result.backendCode).toContain('.limit(5).find({ suppressAuth: true })');
    expect(result.frontendCode).not.toContain('correctAnswer ??');
    expect(result.instructions).toContain(
      'only admins can view and add content ("Admin": the web module scores the answers and saves each result with suppressAuth, so no one can save a score they did not get)',
    );
  });
});
