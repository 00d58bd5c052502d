import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 21's moderation in plain words: 'it is saved as pending', 'only approved testimonials',
 * 'on each pending one', an approveButton and a rejectButton named for what they do, and
 * '#acceptButton and #declineButton that set the status to accepted or declined'. Before, nothing
 * was moderated (every submission showed at once, and anyone could add with any status), the
 * approve and reject buttons were left out, and the decline button accepted.
 */

const TESTIMONIALS = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Testimonials: visitors submit a testimonial with #authorInput, #quoteInput and #submitButton; it is saved as pending. The public #testimonialsRepeater shows only approved testimonials, newest first. Admins see #pendingRepeater with #approveButton and #rejectButton on each pending one; visitors must not be able to approve anything.',
    { Testimonials: { author: 'text', quote: 'text', status: 'text' } },
    [
      { id: 'authorInput', type: 'input' },
      { id: 'quoteInput', type: 'textarea' },
      { id: 'submitButton', type: 'button' },
      { id: 'testimonialsRepeater', type: 'repeater' },
      { id: 'tAuthor', type: 'text', parentId: 'testimonialsRepeater' },
      { id: 'tQuote', type: 'text', parentId: 'testimonialsRepeater' },
      { id: 'pendingRepeater', type: 'repeater' },
      { id: 'pAuthor', type: 'text', parentId: 'pendingRepeater' },
      { id: 'pQuote', type: 'text', parentId: 'pendingRepeater' },
      { id: 'approveButton', type: 'button', parentId: 'pendingRepeater' },
      { id: 'rejectButton', type: 'button', parentId: 'pendingRepeater' },
    ],
    outputType,
  );

describe('template engine: moderation said in plain words', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves submissions as pending, shows approved ones, and lets admins decide (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(TESTIMONIALS(outputType), {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Testimonials', {
            _id: 't1',
            author: 'Ann',
            quote: 'Great',
            status: 'approved',
          });
          void page.data.insert('Testimonials', {
            _id: 't2',
            author: 'Bo',
            quote: 'Fine',
            status: 'pending',
          });
          void page.data.insert('Testimonials', {
            _id: 't3',
            author: 'Cy',
            quote: 'Meh',
            status: 'pending',
          });
        },
      });
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(repeatedTexts(run, 'testimonialsRepeater', 'tAuthor')).toEqual(['Ann']);
      expect(repeatedTexts(run, 'pendingRepeater', 'pAuthor').sort()).toEqual(['Bo', 'Cy']);
      await run.setValue('#authorInput', 'Di');
      await run.setValue('#quoteInput', 'Lovely');
      await run.fire('#submitButton', 'click');
      await run.settle();
      const saved = await run.wixData.query('Testimonials').eq('author', 'Di').find();
      expect(saved.items.map((t) => t.status)).toEqual(['pending']);
      await run.fire('#approveButton', 'click', { itemId: 't2' });
      await run.fire('#rejectButton', 'click', { itemId: 't3' });
      await run.settle();
      expect((await run.wixData.get('Testimonials', 't2'))?.status).toBe('approved');
      expect((await run.wixData.get('Testimonials', 't3'))?.status).toBe('rejected');
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toMatch(
          /export const approveTestimonial = webMethod\(Permissions\.Admin,/,
        );
        expect(result.instructions).toContain('only admins can add and update content');
      }
      expect(run.errors).toEqual([]);
    },
  );

  it('sets each button its own value from a list joined with words', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        '#requestsRepeater shows SessionRequests (#requestTopic) with #acceptButton and #declineButton that set the status to accepted or declined.',
        { SessionRequests: { topic: 'text', status: 'text' } },
        [
          { id: 'requestsRepeater', type: 'repeater' },
          { id: 'requestTopic', type: 'text', parentId: 'requestsRepeater' },
          { id: 'acceptButton', type: 'button', parentId: 'requestsRepeater' },
          { id: 'declineButton', type: 'button', parentId: 'requestsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('SessionRequests', { _id: 'r1', topic: 'Maths', status: 'new' });
          void page.data.insert('SessionRequests', { _id: 'r2', topic: 'Art', status: 'new' });
        },
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    await run.fire('#acceptButton', 'click', { itemId: 'r1' });
    await run.fire('#declineButton', 'click', { itemId: 'r2' });
    await run.settle();
    expect((await run.wixData.get('SessionRequests', 'r1'))?.status).toBe('accepted');
    expect((await run.wixData.get('SessionRequests', 'r2'))?.status).toBe('declined');
  });
});
