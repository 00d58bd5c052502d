import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated } from './test-support';

/**
 * A gallery named for a Media Gallery field ('photosGallery' for `photos`) shows that field of
 * the item: on an item page, and in each repeated item. Before, it was read as a list of the
 * collection, which took the item page's texts with it. Run in the preview.
 */

type Element = { id: string; type: string; parentId?: string };

const request = (prompt: string, elements: Element[]) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [
      {
        name: 'Properties',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'photos', type: 'media-gallery' },
        ],
      },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });

type Gallery = { items: { type: string; src: string; title: string }[] };
type Repeater = { data: Record<string, unknown>[] };

describe('template engine: Media Gallery fields in galleries', () => {
  it("shows the item page's property with all its photos", async () => {
    const { result, run } = await runGenerated(
      request(
        'Property details page: read the property id from the URL (?property=ID), load it from Properties and show its title in titleText and all its photos (media gallery field photos) in photosGallery.',
        [
          { id: 'titleText', type: 'text' },
          { id: 'photosGallery', type: 'gallery' },
        ],
      ),
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const shownTitle = (run.$w('#titleText') as unknown as { text: string }).text;
    const first = (await run.wixData.query('Properties').eq('title', shownTitle).find()).items[0];
    const photos = (first?.['photos'] ?? []) as { src: string; title: string }[];
    expect(photos.length).toBeGreaterThan(1);
    const gallery = run.$w('#photosGallery') as unknown as Gallery;
    expect(gallery.items.map((i) => i.src)).toEqual(photos.map((p) => p.src));
    expect(gallery.items[0]).toMatchObject({ type: 'image', title: photos[0]?.title });
    expect(result.instructions).not.toContain("`photosGallery` (the code doesn't use it");
  });

  it("fills a gallery in each repeated item with that item's photos", async () => {
    const { run } = await runGenerated(
      request('Show the properties in propertiesRepeater with their title and photos.', [
        { id: 'propertiesRepeater', type: 'repeater' },
        { id: 'titleText', type: 'text', parentId: 'propertiesRepeater' },
        { id: 'photosGallery', type: 'gallery', parentId: 'propertiesRepeater' },
      ]),
    );
    expect(run.errors).toEqual([]);
    const data = (run.$w('#propertiesRepeater') as unknown as Repeater).data;
    const second = data[1] ?? {};
    const shown = run.$w('#propertiesRepeater') as unknown as {
      forItems: (ids: string[], fn: ($item: (s: string) => unknown) => void) => void;
    };
    const srcs: string[][] = [];
    shown.forItems([String(second['_id'])], ($item) =>
      srcs.push(($item('#photosGallery') as Gallery).items.map((i) => i.src)),
    );
    expect(srcs).toEqual([((second['photos'] ?? []) as { src: string }[]).map((p) => p.src)]);
  });
});
