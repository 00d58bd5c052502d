import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 23's cook mode: 'steps … in stepNumber order' listed the newest steps first. A field's
 * name before 'order' ('in stepNumber order', 'in order of position') sorts by it, lowest first.
 */

describe("template engine: 'in <field> order'", () => {
  it.each([
    '#stepsRepeater lists the steps in stepNumber order.',
    '#stepsRepeater lists the steps in order of stepNumber.',
  ])('sorts by the field named (%s)', async (prompt) => {
    const { run } = await runGenerated(
      pageRequest(
        prompt,
        { RecipeSteps: { stepNumber: 'number', instruction: 'text' } },
        [
          { id: 'stepsRepeater', type: 'repeater' },
          { id: 'stepInstruction', type: 'text', parentId: 'stepsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [stepNumber, instruction] of [
            [2, 'Stir'],
            [1, 'Boil'],
            [3, 'Serve'],
          ] as const)
            void page.data.insert('RecipeSteps', { stepNumber, instruction });
        },
      },
    );
    expect(repeatedTexts(run, 'stepsRepeater', 'stepInstruction')).toEqual([
      'Boil',
      'Stir',
      'Serve',
    ]);
  });
});
