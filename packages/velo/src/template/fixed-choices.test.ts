import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { buildStructure } from '../structure';
import { siteRequest, runGenerated, submitted } from './test-support';

/**
 * Choices the prompt lists for a dropdown ('sizeDropdown with options Small, Medium, Large'): the
 * page sets them (a filter gets 'All' first), and the web method accepts only them. Before, a form
 * dropdown was left empty ('add its choices in the editor') and a filter's came from the data.
 */

type Dropdown = { options: { label: string; value: string }[]; value: string };

const order = (outputType: 'velo' | 'frontend_backend') =>
  siteRequest(
    'Order form: sizeDropdown with options Small, Medium, Large; colorDropdown with options Red, Blue, Black. orderButton saves to Orders; show problems in statusText.',
    {
      name: 'Orders',
      fields: [
        ['size', 'text'],
        ['color', 'text'],
      ],
    },
    [
      { id: 'sizeDropdown', type: 'dropdown' },
      { id: 'colorDropdown', type: 'dropdown' },
      { id: 'orderButton', type: 'button' },
      { id: 'statusText', type: 'text' },
    ],
    { outputType },
  );

describe('template engine: choices the prompt lists', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'fills a form dropdown with them and saves the one picked (%s)',
    async (outputType) => {
      const { items, run, result } = await submitted(order(outputType), 'orderButton', (set) => {
        set('sizeDropdown', 'value', 'Medium');
        set('colorDropdown', 'value', 'Black');
      });
      const labels = (id: string) =>
        (run.$w(`#${id}`) as unknown as Dropdown).options.map((o) => o.label);
      expect(labels('sizeDropdown')).toEqual(['Small', 'Medium', 'Large']);
      expect(labels('colorDropdown')).toEqual(['Red', 'Blue', 'Black']);
      expect(items.map((i) => [i['size'], i['color']])).toEqual([['Medium', 'Black']]);
      expect(result.instructions).toContain(
        'Dropdown, ID `sizeDropdown` (its choices are filled by the code)',
      );
    },
  );

  it('refuses a choice the prompt did not list in the web method', async () => {
    const request = order('frontend_backend');
    const { result } = await runGenerated(request);
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: "export { submitOrder } from 'backend/orders.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/orders.web.js',
      itemsPerCollection: 0,
    });
    const submit = run.exports['submitOrder'] as (values: object) => Promise<unknown>;
    await expect(submit({ size: 'Huge', color: 'Red' })).rejects.toThrow(
      'size must be one of: Small, Medium, Large.',
    );
    await submit({ size: 'Large', color: 'Red' });
    const { items } = await run.wixData.query('Orders').find();
    expect(items.map((i) => i['size'])).toEqual(['Large']);
  });

  it('gives a filter the listed choices after All, not the values in the data', async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Show the products in productsRepeater. categoryDropdown has the options Shoes, Shirts and Hats, and filters the list by category.',
      outputType: 'velo',
      collections: [
        {
          name: 'Products',
          fields: [
            { id: 'name', type: 'text' },
            { id: 'category', type: 'text' },
          ],
        },
      ],
      elementIds: ['productsRepeater', 'nameText', 'categoryDropdown'],
      elementHierarchy: {
        elements: [
          { id: 'productsRepeater', type: 'repeater' },
          { id: 'nameText', type: 'text', parentId: 'productsRepeater' },
          { id: 'categoryDropdown', type: 'dropdown' },
        ],
      },
    });
    const { run } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [name, category] of [
          ['Boot', 'Shoes'],
          ['Tee', 'Shirts'],
          ['Bag', 'Bags'],
        ])
          void page.data.insert('Products', { name, category });
      },
    });
    const dropdown = run.$w('#categoryDropdown') as unknown as Dropdown;
    expect(dropdown.options.map((o) => o.label)).toEqual(['All', 'Shoes', 'Shirts', 'Hats']);
    await run.setValue('#categoryDropdown', 'Shoes');
    expect(run.errors).toEqual([]);
    const shown = (run.$w('#productsRepeater') as unknown as { data: { name: string }[] }).data;
    expect(shown.map((p) => p.name)).toEqual(['Boot']);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "shows 'Small $25/wk' whole and stores the 'Small' the prompt says to (%s)",
    async (outputType) => {
      const request = siteRequest(
        "CSA signup: radio group shareSize (Small $25/wk, Medium $35/wk, Large $45/wk) — store 'Small', 'Medium' or 'Large'. joinButton saves to Shares; show problems in statusText.",
        { name: 'Shares', fields: [['shareSize', 'text']] },
        [
          { id: 'shareSize', type: 'radioGroup' },
          { id: 'joinButton', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
        { outputType },
      );
      const { items, run } = await submitted(request, 'joinButton', (set) =>
        set('shareSize', 'value', 'Medium'),
      );
      const options = (run.$w('#shareSize') as unknown as Dropdown).options;
      expect(options).toEqual([
        { label: 'Small $25/wk', value: 'Small' },
        { label: 'Medium $35/wk', value: 'Medium' },
        { label: 'Large $45/wk', value: 'Large' },
      ]);
      expect(items.map((i) => i['shareSize'])).toEqual(['Medium']);
    },
  );

  it('reads choices after a dash or "with", or bracketed after a backticked id, as a chatty prompt lists them', async () => {
    const request = siteRequest(
      'hey! booking form: instrument (`instrumentDropdown` - Guitar, Piano, Violin), time slot (`slotDropdown` with 15:00, 16:00, 17:00), `levelDropdown` (Beginner / Advanced), email (`emailInput` - required, valid email). When they hit `bookButton` save to Lessons.',
      {
        name: 'Lessons',
        fields: [
          ['instrument', 'text'],
          ['slot', 'text'],
          ['level', 'text'],
          ['email', 'text'],
        ],
      },
      [
        { id: 'instrumentDropdown', type: 'dropdown' },
        { id: 'slotDropdown', type: 'dropdown' },
        { id: 'levelDropdown', type: 'dropdown' },
        { id: 'emailInput', type: 'input' },
        { id: 'bookButton', type: 'button' },
      ],
      { outputType: 'velo' },
    );
    const { items, run } = await submitted(request, 'bookButton', (set) => {
      set('instrumentDropdown', 'value', 'Piano');
      set('slotDropdown', 'value', '16:00');
      set('levelDropdown', 'value', 'Advanced');
      set('emailInput', 'value', 'kim@example.com');
    });
    const labels = (id: string) =>
      (run.$w(`#${id}`) as unknown as Dropdown).options.map((o) => o.label);
    expect(labels('instrumentDropdown')).toEqual(['Guitar', 'Piano', 'Violin']);
    expect(labels('slotDropdown')).toEqual(['15:00', '16:00', '17:00']);
    expect(labels('levelDropdown')).toEqual(['Beginner', 'Advanced']);
    expect(items.map((i) => [i['instrument'], i['slot']])).toEqual([['Piano', '16:00']]);
  });

  it("reads the choices of 'category dropdown: …', its id in words", async () => {
    const { run } = await runGenerated(
      siteRequest(
        'Members submit a report (category dropdown: Suspicious activity, Vandalism, Noise; location) with submitBtn to Reports.',
        {
          name: 'Reports',
          fields: [
            ['category', 'text'],
            ['location', 'text'],
          ],
        },
        [
          { id: 'categoryDropdown', type: 'dropdown' },
          { id: 'locationInput', type: 'input' },
          { id: 'submitBtn', type: 'button' },
        ],
      ),
      { itemsPerCollection: 0, member: { _id: 'member-ann' } },
    );
    const dropdown = run.$w('#categoryDropdown') as unknown as Dropdown;
    expect(dropdown.options.map((o) => o.label)).toEqual([
      'Suspicious activity',
      'Vandalism',
      'Noise',
    ]);
  });
});
