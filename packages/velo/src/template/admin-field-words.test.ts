import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 17: 'dont show finderEmail publicly - only admins should see emails' made the whole lost
 * and found list the admins', so every visitor saw an empty page.
 */

const found = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'lost and found. list of items in itemsRepeater newest first with itemTitle, but dont show finderEmail publicly - only admins should see emails.',
    { FoundItems: { itemName: 'text', finderEmail: 'text' } },
    [
      { id: 'itemsRepeater', type: 'repeater' },
      { id: 'itemTitle', type: 'text', parentId: 'itemsRepeater' },
    ],
    outputType,
  );

describe("template engine: a field kept for admins, said as 'only admins should see emails'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists the items to a visitor (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(found(outputType), { itemsPerCollection: 2 });
      expect(run.errors).toEqual([]);
      const items = (run.$w('#itemsRepeater') as unknown as { data: Record<string, unknown>[] })
        .data;
      expect(items).toHaveLength(2);
      // Page code reads the items itself: visitors may read them (and the checker warns of the
      // emails, which it cannot keep).
      if (outputType === 'velo') {
        expect(permissionsOf(result.instructions, 'FoundItems')).toContain(
          'anyone can view content',
        );
        expect(result.diagnostics.map((d) => d.code)).toEqual(['prompt-field-exposed']);
      }
      if (outputType === 'frontend_backend') {
        // The web module keeps the emails; the collection stays the admins'.
        expect(items.filter((i) => 'finderEmail' in i)).toEqual([]);
        expect(result.backendCode).toContain('webMethod(Permissions.Anyone,');
        expect(permissionsOf(result.instructions, 'FoundItems')).toContain(
          'only admins can view content',
        );
      }
    },
  );
});
