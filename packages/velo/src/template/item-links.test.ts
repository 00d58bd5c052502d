import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated, siteRequest } from './test-support';

/**
 * Where a list's items lead: the item page at the path the prompt gives ('goes to /blog/<slug>'),
 * opened from an item button, or from the repeated title or photo the prompt makes clickable,
 * on the one list it is about. Clicked in the preview, read back from its navigations.
 */

const twoLists = (prompt: string) => {
  const elements = [
    { id: 'eventsRepeater', type: 'repeater' },
    { id: 'eventName', type: 'text', parentId: 'eventsRepeater' },
    { id: 'newsRepeater', type: 'repeater' },
    { id: 'newsHeadline', type: 'text', parentId: 'newsRepeater' },
    { id: 'newsPhoto', type: 'image', parentId: 'newsRepeater' },
  ];
  return ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [
      { name: 'Events', fields: [{ id: 'title', type: 'text' }] },
      {
        name: 'News',
        fields: [
          { id: 'headline', type: 'text' },
          { id: 'photo', type: 'image' },
          { id: 'slug', type: 'text' },
        ],
      },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

type Repeater = { data: Record<string, unknown>[] };

describe('template engine: where items lead', () => {
  it.each([
    ["Clicking a news item's title goes to /news/ + its slug.", 'newsHeadline'],
    ['Click the photo of a news story to open /stories/<slug>.', 'newsPhoto'],
    ['Clicking the title opens the news item at /story/ followed by its slug.', 'newsHeadline'],
  ])('opens the item page from the clicked title or photo: %s', async (sentence, clicked) => {
    const { result, run } = await runGenerated(
      twoLists(`Home page: the events in eventsRepeater and the news in newsRepeater. ${sentence}`),
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const first = (run.$w('#newsRepeater') as unknown as Repeater).data[0] ?? {};
    await run.fire(`#${clicked}`, 'click', { itemId: String(first['_id']) });
    await run.settle();
    expect(run.errors).toEqual([]);
    const prefix = /(\/[a-z]+)\//.exec(sentence)?.[1] ?? '';
    expect(run.navigations).toEqual([`${prefix}/${String(first['slug'])}`]);
    // The events list has a title too, but the sentence is about the news.
    expect(result.frontendCode).not.toContain("$item('#eventName').onClick");
  });

  it.each([
    [
      "Clicking anywhere on an item (propertyCard) opens that property's page /properties/<slug>.",
      'navigate',
    ],
    ['Clicking a property card (propertyCard) opens the "Property" lightbox.', 'lightbox'],
  ])('opens the item from a box of the item the prompt names: %s', async (sentence, opens) => {
    const elements = [
      { id: 'propertiesRepeater', type: 'repeater' },
      { id: 'propertyCard', type: 'container', parentId: 'propertiesRepeater' },
      { id: 'titleText', type: 'text', parentId: 'propertyCard' },
    ];
    const request = ZGenerationRequest.parse({
      prompt: `Show the properties in propertiesRepeater with their title. ${sentence}`,
      outputType: 'velo',
      includeInstructions: true,
      collections: [
        {
          name: 'Properties',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'slug', type: 'text' },
          ],
        },
      ],
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
    });
    const { result, run } = await runGenerated(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const first = (run.$w('#propertiesRepeater') as unknown as Repeater).data[0] ?? {};
    await run.fire('#propertyCard', 'click', { itemId: String(first['_id']) });
    await run.settle();
    expect(run.errors).toEqual([]);
    if (opens === 'navigate')
      expect(run.navigations).toEqual([`/properties/${String(first['slug'])}`]);
    else expect(run.records.lightboxes.map((l) => l.name)).toEqual(['Property']);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'opens an item page whose path has two fields, from a button and a table row (%s)',
    async (outputType) => {
      const sentence =
        'Each product opens its page at /products/{category}/{slug}: from viewButton in productsRepeater, and from a row of productsTable.';
      const request = siteRequest(
        `Show the Products in productsRepeater and in productsTable (title). ${sentence}`,
        {
          name: 'Products',
          fields: [
            ['title', 'text'],
            ['category', 'text'],
            ['slug', 'text'],
          ],
        },
        [
          { id: 'productsRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
          { id: 'viewButton', type: 'button', parentId: 'productsRepeater' },
          { id: 'productsTable', type: 'table' },
        ],
        { outputType },
      );
      const { result, run } = await runGenerated(request);
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const first = (run.$w('#productsRepeater') as unknown as Repeater).data[0] ?? {};
      await run.fire('#viewButton', 'click', { itemId: String(first['_id']) });
      const rows = (run.$w('#productsTable') as unknown as { rows: Record<string, unknown>[] })
        .rows;
      await run.fire('#productsTable', 'rowSelect', { rowIndex: 0, rowData: rows[0] });
      await run.settle();
      expect(run.errors).toEqual([]);
      const path = (item: Record<string, unknown>) =>
        `/products/${String(item['category'])}/${String(item['slug'])}`;
      expect(run.navigations).toEqual([path(first), path(rows[0] ?? {})]);
      expect(result.instructions).toContain(
        'whose URL is `/products/{category}/{slug}`: the code opens it for the chosen item.',
      );
    },
  );
});
