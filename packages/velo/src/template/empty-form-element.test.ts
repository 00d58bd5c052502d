import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated, submitted } from './test-support';

/**
 * Review 28's law firm: a #contactForm element declared beside its inputs (not around them) made
 * a second, empty form of the same collection, so the page declared enquiryItem, checkEnquiry …
 * twice and none of its code ran. Two forms of one collection now keep their own names too.
 */

const input = (id: string, parentId?: string) => ({
  id,
  type: 'input',
  ...(parentId ? { parentId } : {}),
});

describe('template engine: form elements and their names', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'builds one form when the form element holds none of its inputs (%s)',
    async (outputType) => {
      const { items, result } = await submitted(
        pageRequest(
          'The form saves name #clientName and email #clientEmail to Enquiries when #sendEnquiry is clicked.',
          { Enquiries: { name: 'text', email: 'text' } },
          [
            { id: 'contactForm', type: 'form' },
            input('clientName'),
            input('clientEmail'),
            { id: 'sendEnquiry', type: 'button' },
          ],
          outputType,
        ),
        'sendEnquiry',
        (set) => {
          set('clientName', 'value', 'Ann');
          set('clientEmail', 'value', 'ann@example.com');
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(items.map((i) => i['name'])).toEqual(['Ann']);
    },
  );

  it('gives two forms of one collection functions of their own', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Two forms save enquiries to Enquiries: #quickForm with #quickName and #quickSend, and #fullForm with #fullName, #fullEmail and #fullSend.',
        { Enquiries: { name: 'text', email: 'text' } },
        [
          { id: 'quickForm', type: 'form' },
          input('quickName', 'quickForm'),
          { id: 'quickSend', type: 'button', parentId: 'quickForm' },
          { id: 'fullForm', type: 'form' },
          input('fullName', 'fullForm'),
          input('fullEmail', 'fullForm'),
          { id: 'fullSend', type: 'button', parentId: 'fullForm' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(run.errors).toEqual([]);
  });
});
