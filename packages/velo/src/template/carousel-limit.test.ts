import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 19, 21: 'Load approved Testimonials (approved = true), newest first, max 6' shown one at a
 * time. Before, 'max 6' was not read and the carousel went round 50.
 */

describe('template engine: a carousel of at most so many items', () => {
  it('goes round the six newest', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Testimonials carousel on the home page. Load approved Testimonials (approved = true), newest first, max 6. Show one at a time in quoteText and authorText; prevButton and nextButton move between them.',
        { Testimonials: { quote: 'text', author: 'text', approved: 'boolean' } },
        [
          { id: 'quoteText', type: 'text' },
          { id: 'authorText', type: 'text' },
          { id: 'prevButton', type: 'button' },
          { id: 'nextButton', type: 'button' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          for (let n = 1; n <= 8; n += 1)
            void page.data.insert('Testimonials', {
              quote: `Quote ${n}`,
              author: `A${n}`,
              approved: true,
            });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(result.frontendCode).toContain('limit: 6 }');
    const first = (run.$w('#quoteText') as unknown as { text: string }).text;
    for (let n = 0; n < 6; n += 1) await run.fire('#nextButton', 'click');
    expect((run.$w('#quoteText') as unknown as { text: string }).text).toBe(first);
  });
});
