import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated, siteRequest } from './test-support';

/**
 * Code for a lightbox itself ('This is the code of the "Product Details" lightbox'): it shows the
 * item the opening page passed (lightbox.getContext(), read again by its _id) and its close
 * button closes it, never opening another lightbox. Run in the preview with a context.
 */

const detailsLightbox = (prompt: string) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'price', type: 'number' },
          { id: 'image', type: 'image' },
        ],
      },
    ],
    elementIds: ['lbNameText', 'lbPriceText', 'lbImage', 'closeButton'],
    elementHierarchy: {
      elements: [
        { id: 'lbNameText', type: 'text' },
        { id: 'lbPriceText', type: 'text' },
        { id: 'lbImage', type: 'image' },
        { id: 'closeButton', type: 'button' },
      ],
    },
  });

const PROMPT =
  'This is the code of the "Product Details" lightbox. Get the product passed in with the lightbox context and show its name in lbNameText, its price in lbPriceText and its image in lbImage. closeButton closes the lightbox.';

const text = (run: Awaited<ReturnType<typeof runGenerated>>['run'], id: string) =>
  (run.$w(`#${id}`) as unknown as { text: string }).text;

describe('template engine: a lightbox’s own code', () => {
  it('shows the item it was opened with, read again by its _id', async () => {
    const { result, run } = await runGenerated(detailsLightbox(PROMPT), {
      lightboxContext: { _id: 'passed-1' },
      beforeRun: (page) =>
        void page.data.insert('Products', { _id: 'passed-1', name: 'Passed Shoe', price: 12 }),
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(run.errors).toEqual([]);
    expect(text(run, 'lbNameText')).toBe('Passed Shoe');
    expect(text(run, 'lbPriceText')).toBe('12');
    expect(result.instructions).toContain(
      '**Paste the code into the lightbox.** Open the lightbox "Product Details"',
    );
  });

  it('shows data passed without an _id as it came', async () => {
    const { run } = await runGenerated(detailsLightbox(PROMPT), {
      lightboxContext: { name: 'Plain Hat', price: 5 },
    });
    expect(run.errors).toEqual([]);
    expect(text(run, 'lbNameText')).toBe('Plain Hat');
  });

  it.each([
    PROMPT,
    'Lightbox page code: show the product from lightbox.getContext() in lbNameText and lbPriceText. closeButton closes the lightbox.',
  ])('closes the lightbox from its close button, opening none: %s', async (prompt) => {
    const { result, run } = await runGenerated(detailsLightbox(prompt), {
      lightboxContext: { name: 'Plain Hat', price: 5 },
    });
    await run.fire('#closeButton', 'click');
    expect(run.errors).toEqual([]);
    expect(run.records.closedLightbox).toBeDefined();
    expect(run.records.lightboxes).toEqual([]);
    expect(result.instructions).toContain('Click `closeButton`: the lightbox closes.');
  });

  it('keeps a page that opens the lightbox with its item a page', async () => {
    const request = ZGenerationRequest.parse({
      ...detailsLightbox(
        'Show the featured product in nameText and priceText. detailsButton opens the "Product Details" lightbox with the product as the lightbox context.',
      ),
      elementIds: ['nameText', 'priceText', 'detailsButton'],
      elementHierarchy: {
        elements: [
          { id: 'nameText', type: 'text' },
          { id: 'priceText', type: 'text' },
          { id: 'detailsButton', type: 'button' },
        ],
      },
    });
    const { result, run } = await runGenerated(request);
    expect(run.errors).toEqual([]);
    expect(result.frontendCode).not.toContain('getContext');
    expect(text(run, 'nameText')).not.toBe('');
    await run.fire('#detailsButton', 'click');
    expect(run.records.lightboxes.map((l) => l.name)).toEqual(['Product Details']);
  });

  it('shows the keys of a context no collection holds ("{ name, price, image }")', async () => {
    const request = siteRequest(
      'This code runs in the Quick View lightbox. It gets { name, price, image } from the page that opens it (lightbox context) and shows name in nameText, price in priceText and the image in productImage. closeButton closes the lightbox.',
      { name: 'Orders', fields: [['total', 'number']] },
      [
        { id: 'nameText', type: 'text' },
        { id: 'priceText', type: 'text' },
        { id: 'productImage', type: 'image' },
        { id: 'closeButton', type: 'button' },
      ],
      { outputType: 'velo' },
    );
    const image = 'https://static.wixstatic.com/media/hat.jpg';
    const { result, run } = await runGenerated(request, {
      lightboxContext: { name: 'Plain Hat', price: 5, image },
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(run.errors).toEqual([]);
    expect([text(run, 'nameText'), text(run, 'priceText')]).toEqual(['Plain Hat', '5']);
    expect((run.$w('#productImage') as unknown as { src: string }).src).toBe(image);
    expect(result.instructions).toContain('**Paste the code into the lightbox.**');
    expect(result.instructions).toContain("openLightbox('Quick View', { name, price, image })");
    expect(result.instructions).toContain(
      'Open the lightbox from a page with `{ name, price, image }`: `nameText`, `priceText`, `productImage` show them.',
    );
    const bare = await runGenerated(request);
    expect(bare.run.errors).toEqual([]);
    expect(bare.run.console.map((e) => e.message)).toContain(
      'This lightbox was opened without { name, price, image }: open it with openLightbox(name, { name, price, image }).',
    );
  });
});
