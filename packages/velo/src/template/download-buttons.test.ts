import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 27's downloads page: 'a Download button for each file' beside a Document field was left
 * unwired: only a sentence naming downloadButton by its id linked it to the item's document.
 */

type Button = { link: string; target: string };
type Repeater = { forEachItem(fn: ($item: (id: string) => Button) => void): void };

describe('template engine: a download button in each item', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'links to the item’s document, and to nothing where there is none (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          'Show the files list with title and a Download button for each file.',
          { Downloads: { title: 'text', file: 'document' } },
          [
            { id: 'downloadsRepeater', type: 'repeater' },
            { id: 'fileTitle', type: 'text', parentId: 'downloadsRepeater' },
            { id: 'downloadButton', type: 'button', parentId: 'downloadsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Downloads', {
              title: 'Guide',
              file: 'wix:document://v1/ugd/guide.pdf/guide.pdf',
            });
            void page.data.insert('Downloads', { title: 'Missing' });
          },
        },
      );
      expect(result.diagnostics).toEqual([]);
      const buttons: Button[] = [];
      (run.$w('#downloadsRepeater') as unknown as Repeater).forEachItem(($item) =>
        buttons.push($item('#downloadButton')),
      );
      expect(buttons.map((b) => [b.link, b.target])).toContainEqual([
        'wix:document://v1/ugd/guide.pdf/guide.pdf',
        '_blank',
      ]);
      expect(buttons.filter((b) => b.link === '')).toHaveLength(1);
      expect(run.errors).toEqual([]);
    },
  );
});

/** Review 29's client portal: '#fileLink (file)' opened an item page nobody asked for. */
describe('template engine: a button given a document field in brackets', () => {
  it('links to the file', async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Show the files in #filesRepeater with #fileName (fileName) and #fileLink (file).',
        { ProjectFiles: { fileName: 'text', file: 'document' } },
        [
          { id: 'filesRepeater', type: 'repeater' },
          { id: 'fileName', type: 'text', parentId: 'filesRepeater' },
          { id: 'fileLink', type: 'button', parentId: 'filesRepeater' },
        ],
      ),
    );
    expect(result.frontendCode).toContain("$item('#fileLink').link = item.file || '';");
    expect(result.frontendCode).not.toContain('/project-files/');
  });
});
