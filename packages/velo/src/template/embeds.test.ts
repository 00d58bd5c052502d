import type { OutputType } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { runGenerated, siteRequest } from './test-support';

/**
 * The page and an HTML embed (an HtmlComponent, an iframe) talking through postMessage and
 * onMessage: the items, the chosen item and control values the prompt sends it, the latest of
 * each sent again when the embed posts { type: 'ready' } (what was sent before it loaded is lost),
 * and what it posts back shown in a text. Run in the preview, the embed played by the test.
 */

type Element = { id: string; type: string; customType?: string; parentId?: string };

const embed = (id: string): Element => ({ id, type: 'custom', customType: 'HtmlComponent' });

const PRODUCTS = {
  name: 'Products',
  fields: [
    ['title', 'text'],
    ['price', 'number'],
    ['supplierEmail', 'text'],
  ] as [string, string][],
};

const request = (prompt: string, elements: Element[], outputType: OutputType = 'velo') =>
  siteRequest(prompt, PRODUCTS, elements, { outputType });

type Embed = { __sent: unknown[]; __receive(data: unknown): Promise<void> };

async function embedded(prompt: string, elements: Element[], outputType?: OutputType) {
  const { result, run } = await runGenerated(request(prompt, elements, outputType));
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  const products = (await run.wixData.query('Products').ascending('title').find()).items;
  const el = (id: string) => run.$w(`#${id}`) as unknown as Record<string, unknown>;
  return { result, run, products, el, html: (id: string) => run.$w(`#${id}`) as unknown as Embed };
}

describe('template engine: HTML embed messaging', () => {
  it('sends the named fields of the items, again when the embed is ready, and shows its words', async () => {
    const { result, run, products, el, html } = await embedded(
      'Send all Products (title and price) to chartHtml so it can draw a bar chart. When chartHtml posts a message back, show its text in statusText.',
      [embed('chartHtml'), { id: 'statusText', type: 'text' }],
    );
    expect(products.length).toBeGreaterThan(1);
    const items = products.map((p) => ({ _id: p._id, title: p['title'], price: p['price'] }));
    const sent = { type: 'items', collection: 'Products', items };
    expect(html('chartHtml').__sent).toEqual([sent]);
    await html('chartHtml').__receive({ type: 'ready' });
    expect(html('chartHtml').__sent).toEqual([sent, sent]);
    await html('chartHtml').__receive({ type: 'bar', text: 'Clicked Lamp' });
    await run.settle();
    expect(el('statusText')['text']).toBe('Clicked Lamp');
    await html('chartHtml').__receive('Plain words');
    expect(el('statusText')['text']).toBe('Plain words');
    expect(result.instructions).toContain('**Set up the embed `chartHtml`.**');
    expect(result.instructions).toContain("window.parent.postMessage({ type: 'ready' }, '*');");
    expect(result.instructions).toContain(
      'message.items: the products, each { _id, title, price }',
    );
  });

  it("shows the embed's words in a status text the page keeps hidden until it has some", async () => {
    const { run, el, html } = await embedded(
      'Show Products in productsRepeater with title and price. Send all Products (title and price) to chartHtml. Show what chartHtml posts back in statusText.',
      [
        { id: 'productsRepeater', type: 'repeater' },
        { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
        { id: 'priceText', type: 'text', parentId: 'productsRepeater' },
        embed('chartHtml'),
        { id: 'statusText', type: 'text' },
      ],
    );
    expect(el('statusText')['hidden']).toBe(true);
    await html('chartHtml').__receive({ text: '3 bars drawn' });
    await run.settle();
    expect(el('statusText')).toMatchObject({ text: '3 bars drawn', hidden: false });
  });

  it('fills a dropdown with the items and sends the chosen one through the web module', async () => {
    const { result, run, products, el, html } = await embedded(
      'When productsDropdown changes, send the chosen product (name and price) to chartHtml.',
      [{ id: 'productsDropdown', type: 'dropdown' }, embed('chartHtml')],
      'frontend_backend',
    );
    expect(el('productsDropdown')['options']).toEqual(
      products.map((p) => ({ label: p['title'], value: p._id })),
    );
    const chosen = products[1];
    await run.setValue('#productsDropdown', chosen?._id);
    expect(html('chartHtml').__sent).toEqual([
      {
        type: 'item',
        collection: 'Products',
        item: { _id: chosen?._id, title: chosen?.['title'], price: chosen?.['price'] },
      },
    ]);
    // The web method sends only those fields: the supplier's email stays on the server.
    expect(result.backendCode).toContain('getProductsForChartHtml');
    expect(result.backendCode).not.toContain('supplierEmail');
  });

  it("sends a button's controls on its click and a control's value as it changes, with no form", async () => {
    const { result, run, el, html } = await embedded(
      "When sendButton is clicked, send noteInput's value to previewHtml. Whenever sizeSlider changes, pass its value to the embed.",
      [
        { id: 'noteInput', type: 'input' },
        { id: 'sendButton', type: 'button' },
        { id: 'sizeSlider', type: 'slider' },
        embed('previewHtml'),
      ],
      'frontend_backend',
    );
    const start = el('sizeSlider')['value'];
    expect(html('previewHtml').__sent).toEqual([{ type: 'value', id: 'sizeSlider', value: start }]);
    await run.setValue('#noteInput', 'Gift wrap, please');
    await run.fire('#sendButton', 'click');
    await run.setValue('#sizeSlider', 7);
    expect(html('previewHtml').__sent.slice(1)).toEqual([
      { type: 'values', id: 'sendButton', values: { noteInput: 'Gift wrap, please' } },
      { type: 'value', id: 'sizeSlider', value: 7 },
    ]);
    await html('previewHtml').__receive({ type: 'ready' });
    // The latest of each, in the order they were first sent.
    expect(html('previewHtml').__sent.slice(3)).toEqual([
      { type: 'value', id: 'sizeSlider', value: 7 },
      { type: 'values', id: 'sendButton', values: { noteInput: 'Gift wrap, please' } },
    ]);
    // The button is the embed's: no form saves empty Products items.
    expect((await run.wixData.query('Products').count()) > 0).toBe(true);
    expect(result.backendCode).not.toMatch(/wixData\.insert|submit/);
    expect(result.instructions).toContain(
      'Click `sendButton`: `previewHtml` gets `noteInput`; change `sizeSlider`: `previewHtml` gets the new value.',
    );
  });

  it("sets the embed's page when the prompt gives its address, with no messages to set up", async () => {
    const { result, el } = await embedded(
      'Set the src of mapHtml to https://maps.example.com/embed?id=4.',
      [embed('mapHtml')],
    );
    expect(el('mapHtml')['src']).toBe('https://maps.example.com/embed?id=4');
    expect(result.instructions).toContain('`mapHtml` shows https://maps.example.com/embed?id=4.');
    expect(result.instructions).not.toContain('Set up the embed');
  });

  it('sends every field but contact details when the sentence names none', async () => {
    const { products, html } = await embedded('The embed draws a chart of the Products.', [
      embed('html1'),
    ]);
    const sent = html('html1').__sent[0] as { items: Record<string, unknown>[] };
    expect(sent.items).toEqual(
      products.map((p) => ({ _id: p._id, title: p['title'], price: p['price'] })),
    );
  });
});
