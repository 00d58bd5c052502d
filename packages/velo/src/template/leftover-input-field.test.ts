import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 45: "qName, qText and askBtn save to GuestQuestions." saved the name and not the
 * question: 'qText' named no field, so the typed question was cleared on sending and lost. The
 * one text input and the one text field left are each other's. Run in the preview.
 */

describe('template engine: the one input and field left in a form', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the question typed in qText (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "qName, qText and askBtn save to GuestQuestions. Show 'We will answer soon' in qThanks.",
          { GuestQuestions: { name: 'text', question: 'text', status: 'text' } },
          [
            { id: 'qName', type: 'input' },
            { id: 'qText', type: 'textarea' },
            { id: 'askBtn', type: 'button' },
            { id: 'qThanks', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      await run.setValue('#qName', 'Ada');
      await run.setValue('#qText', 'Is there parking?');
      await run.fire('#askBtn', 'click');
      await run.settle();
      const { items } = await run.wixData.query('GuestQuestions').find({ suppressAuth: true });
      // The status, which no input says it fills, stays empty.
      expect(items.map((i) => [i['name'], i['question'], i['status']])).toEqual([
        ['Ada', 'Is there parking?', undefined],
      ]);
      expect(run.errors).toEqual([]);
    },
  );
});
