import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 46: 'A score input, a dropdown of the submissions and a Save score button that writes
 * the score to the chosen submission.' built a form adding a new, empty submission with the
 * score at each click, and said 'Saved'. A write into the item picked is left unbuilt, and the
 * checker names its elements, as for 'let staff change status with …'. Run in the preview.
 */

describe('template engine: a write into the item picked in a dropdown', () => {
  it('adds no submission and says what is left to write', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'A score input, a dropdown of the submissions and a Save score button that writes the score to the chosen submission.',
        { Submissions: { studentName: 'text', score: 'number' } },
        [
          { id: 'scoreInput', type: 'input' },
          { id: 'submissionDropdown', type: 'dropdown' },
          { id: 'saveScoreButton', type: 'button' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 2 },
    );
    await run.setValue('#scoreInput', '90');
    await run.fire('#saveScoreButton', 'click');
    await run.settle();
    const { items } = await run.wixData.query('Submissions').find({ suppressAuth: true });
    expect(items).toHaveLength(2);
    expect(result.diagnostics.map((d) => d.message).join('\n')).toContain("'#saveScoreButton'");
  });
});
