import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * A multi-reference field ('authors' of a book, linking to Authors): shown as the linked items'
 * names, and filtered by a dropdown of the linked collection, keeping the items linked to the
 * chosen one. Before, the text was left unused and the dropdown filtered titles. Run in the
 * preview over seeded links.
 */

const elements = [
  { id: 'booksRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'booksRepeater' },
  { id: 'authorsText', type: 'text', parentId: 'booksRepeater' },
  { id: 'authorDropdown', type: 'dropdown' },
];

const request = (outputType: 'velo' | 'frontend_backend') =>
  ZGenerationRequest.parse({
    prompt:
      'Show the books in booksRepeater with the title and, in authorsText, the names of its authors (authors is a multi-reference field to Authors) separated by commas. authorDropdown lists the authors from Authors and shows only books by the chosen author.',
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Books',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'authors', type: 'multi-reference' },
        ],
      },
      { name: 'Authors', fields: [{ id: 'name', type: 'text' }] },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });

type Item = Record<string, unknown>;

describe('template engine: multi-reference fields', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows each book's authors and keeps the books of the chosen author (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), { itemsPerCollection: 6 });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const repeater = run.$w('#booksRepeater') as unknown as {
        data: Item[];
        forItems: (ids: string[], fn: ($item: (s: string) => unknown) => void) => void;
      };
      const authorsOf = async (book: Item) =>
        (await run.wixData.queryReferenced('Books', String(book['_id']), 'authors')).items;
      const linked = await Promise.all(repeater.data.map(authorsOf));
      const shown: string[] = [];
      repeater.forItems(
        repeater.data.map((b) => String(b['_id'])),
        ($item) => shown.push(($item('#authorsText') as { text: string }).text),
      );
      expect(shown).toEqual(linked.map((authors) => authors.map((a) => a['name']).join(', ')));
      const author = linked.flat()[0];
      expect(author).toBeDefined();
      await run.setValue('#authorDropdown', String(author?._id));
      await run.settle();
      const kept = repeater.data.map((b) => b['_id']).sort();
      const books = (await run.wixData.query('Books').limit(100).find()).items;
      const byAuthor = [];
      for (const book of books)
        if ((await authorsOf(book)).some((a) => a._id === author?._id)) byAuthor.push(book['_id']);
      expect(kept).toEqual(byAuthor.sort());
      expect(byAuthor.length).toBeLessThan(books.length);
    },
  );
});
