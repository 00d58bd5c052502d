import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 16's beekeeping log and summer camp: a yes/no field shown in the two words the prompt
 * quotes after its text ("inspQueen 'Queen seen' / 'Queen not seen'"), and an input said to be
 * optional just after its id ('allergiesBox optional'). Before, the page said 'Not queen seen'
 * and refused a signup without allergies. Run in the preview.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "inspectionsRepeater shows Inspections (inspNotes, inspQueen 'Queen seen' / 'Queen not seen'). Camp signup: kidInput and allergiesBox optional, registerBtn saves to Registrations.",
    {
      Inspections: { notes: 'text', queenSeen: 'boolean' },
      Registrations: { kid: 'text', allergies: 'text' },
    },
    [
      { id: 'inspectionsRepeater', type: 'repeater' },
      { id: 'inspNotes', type: 'text', parentId: 'inspectionsRepeater' },
      { id: 'inspQueen', type: 'text', parentId: 'inspectionsRepeater' },
      { id: 'kidInput', type: 'input' },
      { id: 'allergiesBox', type: 'textarea' },
      { id: 'registerBtn', type: 'button' },
    ],
    outputType,
  );

describe('template engine: words the prompt gives a yes/no field, and an optional input', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows the quoted words and saves a signup without allergies (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Inspections', { notes: 'Calm', queenSeen: true });
          void page.data.insert('Inspections', { notes: 'Busy', queenSeen: false });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(repeatedTexts(run, 'inspectionsRepeater', 'inspQueen').sort()).toEqual([
        'Queen not seen',
        'Queen seen',
      ]);
      await run.setValue('#kidInput', 'Mia');
      await run.fire('#registerBtn', 'click');
      await run.settle();
      const { items } = await run.wixData.query('Registrations').find();
      expect(items.map((i) => i['kid'])).toEqual(['Mia']);
    },
  );
});
