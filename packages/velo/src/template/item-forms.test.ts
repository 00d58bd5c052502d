import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * A form inside each item of a list: 'Each item has #answerBox and #answerBtn: members type an
 * answer and click #answerBtn to save it to Answers with the question linked.' Before, the button
 * was a Save/Saved toggle of an empty Answers row: what was typed was never sent, a second click
 * deleted it, and #answerStatus was left unused. Run in the preview.
 */

const PROMPT =
  "Q&A page. #questionsRepeater lists all Questions (title in #questionTitle). Each item has #answerBox and #answerBtn: members type an answer and click #answerBtn to save it to Answers with the question linked. Show 'Answer posted' in #answerStatus inside the item.";

const COLLECTIONS = {
  Questions: { title: 'text' },
  Answers: { text: 'text', question: 'reference' },
} as const;

const ELEMENTS = [
  { id: 'questionsRepeater', type: 'repeater' },
  { id: 'questionTitle', type: 'text', parentId: 'questionsRepeater' },
  { id: 'answerBox', type: 'textarea', parentId: 'questionsRepeater' },
  { id: 'answerBtn', type: 'button', parentId: 'questionsRepeater' },
  { id: 'answerStatus', type: 'text', parentId: 'questionsRepeater' },
];

type ItemText = { text: string; hidden: boolean };

function statusTexts(run: Awaited<ReturnType<typeof runGenerated>>['run']): ItemText[] {
  const shown: ItemText[] = [];
  (
    run.$w('#questionsRepeater') as unknown as {
      forEachItem(fn: ($item: (id: string) => ItemText) => void): void;
    }
  ).forEachItem(($item) => {
    const { text, hidden } = $item('#answerStatus');
    shown.push({ text, hidden });
  });
  return shown;
}

describe('template engine: a form in each item of a list', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "saves what a member typed in an item, linked to that item, and says so in that item's text (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(PROMPT, COLLECTIONS, ELEMENTS, outputType),
        { member: true, itemsPerCollection: 2 },
      );
      expect(result.diagnostics).toEqual([]);
      const questions = (run.$w('#questionsRepeater') as unknown as { data: { _id: string }[] })
        .data;
      const second = String(questions[1]?._id);
      const answers = async () =>
        (await run.wixData.query('Answers').find({ suppressAuth: true })).items;
      const before = new Set((await answers()).map((i) => i._id));
      await run.fire('#answerBtn', 'click', { itemId: second });
      await run.settle();
      expect(statusTexts(run)[1]).toEqual({ text: 'Please enter your answer.', hidden: false });

      await run.setValue('#answerBox', 'Use a dataset filter.', { itemId: second });
      await run.fire('#answerBtn', 'click', { itemId: second });
      await run.settle();
      expect(statusTexts(run)[1]).toEqual({ text: 'Answer posted', hidden: false });
      await run.fire('#answerBtn', 'click', { itemId: second });
      await run.settle();
      // A second click with the box emptied adds nothing and takes nothing back.
      const added = (await answers()).filter((i) => !before.has(i._id));
      expect(added.map((i) => [i['question'], i['text']])).toEqual([
        [second, 'Use a dataset filter.'],
      ]);
      expect(statusTexts(run)).toEqual([
        { text: expect.any(String), hidden: true },
        { text: 'Please enter your answer.', hidden: false },
      ]);
      expect(run.errors).toEqual([]);
    },
  );

  it('keeps the answers to members: the web method and the setup say so', async () => {
    const { result } = await runGenerated(
      pageRequest(PROMPT, COLLECTIONS, ELEMENTS, 'frontend_backend'),
    );
    expect(result.backendCode).toContain(
      'export const addAnswer = webMethod(Permissions.SiteMember, async (questionId, values) => {',
    );
    expect(result.backendCode).toContain(
      "text: textArg(args.text, 'text', { required: true, maxLength: 5000 }),",
    );
    expect(result.instructions).toContain(
      'Fill `answerBox` and click `answerBtn` in an item (logged in as a member): a row for it appears in `Answers` (CMS), and `answerStatus` in that item says "Answer posted".',
    );
  });

  it('page-only code lets members add answers and keeps them out of sight: nothing reads them back', async () => {
    const { result } = await runGenerated(pageRequest(PROMPT, COLLECTIONS, ELEMENTS, 'velo'));
    expect(permissionsOf(result.instructions, 'Answers').trim()).toBe(
      'Permissions: site members can add content, and only admins can view it ("Site member" for adding, "Admin" for viewing: nothing on the page reads them back).',
    );
  });
});
