import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { AS_ADMIN, runGenerated } from './test-support';

/**
 * A delete button in each item removes that item and reloads the list, after the lightbox the
 * prompt names closes with the value it names. Before, delete buttons were left unwired (and a
 * 'Confirm Delete' lightbox opened and removed nothing). Run in the preview.
 */

const notes = (prompt: string, outputType: 'velo' | 'frontend_backend') =>
  ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [{ name: 'Notes', fields: [{ id: 'title', type: 'text' }] }],
    elementIds: ['notesRepeater', 'titleText', 'deleteButton'],
    elementHierarchy: {
      elements: [
        { id: 'notesRepeater', type: 'repeater' },
        { id: 'titleText', type: 'text', parentId: 'notesRepeater' },
        { id: 'deleteButton', type: 'button', parentId: 'notesRepeater' },
      ],
    },
  });

const CONFIRMED =
  'List the notes in notesRepeater. Each item in notesRepeater has deleteButton. Clicking it opens the "Confirm Delete" lightbox; only if the lightbox closes with "confirm" the note is removed from Notes and the list refreshes.';

type Repeater = { data: { _id: string; title: string }[] };

async function clickDelete(
  prompt: string,
  outputType: 'velo' | 'frontend_backend',
  answer?: unknown,
) {
  // Who may remove notes is left unsaid, so removing them is for admins.
  const { result, run } = await runGenerated(notes(prompt, outputType), {
    ...AS_ADMIN,
    itemsPerCollection: 3,
    lightboxResult: () => answer,
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const repeater = run.$w('#notesRepeater') as unknown as Repeater;
  const first = repeater.data[0];
  await run.fire('#deleteButton', 'click', { itemId: String(first?._id) });
  await run.settle();
  expect(run.errors).toEqual([]);
  const stored = (await run.wixData.query('Notes').find()).items.map((n) => n._id);
  return { result, run, first, stored, shown: repeater.data.map((n) => n._id) };
}

describe('template engine: delete buttons in items', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'removes the item once the lightbox closes with "confirm", and reloads the list (%s)',
    async (outputType) => {
      const { run, first, stored, shown, result } = await clickDelete(
        CONFIRMED,
        outputType,
        'confirm',
      );
      expect(run.records.lightboxes.map((l) => l.name)).toEqual(['Confirm Delete']);
      expect(stored).toHaveLength(2);
      expect(stored).not.toContain(first?._id);
      expect([...shown].sort()).toEqual([...stored].sort());
      expect(result.instructions).toContain('can add, delete content');
    },
  );

  it.each([undefined, 'cancel'])(
    'keeps the item when the lightbox closes with %s',
    async (answer) => {
      const { stored } = await clickDelete(CONFIRMED, 'velo', answer);
      expect(stored).toHaveLength(3);
    },
  );

  it('removes at once when the prompt names no lightbox', async () => {
    const { stored, first } = await clickDelete(
      'List the notes in notesRepeater; each has a deleteButton that removes that note.',
      'frontend_backend',
    );
    expect(stored).toHaveLength(2);
    expect(stored).not.toContain(first?._id);
  });
});
