import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

const engine = createVeloEngine();

/**
 * Items that change from their own buttons and show their state: 'The restockButton on an item
 * sets that product's stock to 50'; 'items with stock below 5 show the lowStockBadge'. Clicked in the preview; the stored item and the list change.
 */

const inventory = (outputType: 'velo' | 'frontend_backend') => {
  const elements = [
    { id: 'inventoryRepeater', type: 'repeater' },
    { id: 'productNameText', type: 'text', parentId: 'inventoryRepeater' },
    { id: 'stockText', type: 'text', parentId: 'inventoryRepeater' },
    { id: 'lowStockBadge', type: 'text', parentId: 'inventoryRepeater' },
    { id: 'restockButton', type: 'button', parentId: 'inventoryRepeater' },
  ];
  return ZGenerationRequest.parse({
    prompt:
      "Inventory admin page (admins only). Products in inventoryRepeater sorted by stock ascending, each shows name and stock; items with stock below 5 show the lowStockBadge, others hide it. The restockButton on an item sets that product's stock to 50 and updates the item.",
    outputType,
    includeInstructions: true,
    collections: [
      {
        name: 'Products',
        fields: [
          { id: 'name', type: 'text' },
          { id: 'stock', type: 'number' },
          { id: 'sku', type: 'text' },
        ],
      },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

/** A list page over one collection of text fields. */
const listPage = (
  prompt: string,
  collection: { name: string; fields: string[] },
  elements: { id: string; type: string; parentId?: string }[],
  outputType: 'velo' | 'frontend_backend',
) =>
  ZGenerationRequest.parse({
    prompt,
    outputType,
    includeInstructions: true,
    collections: [
      { name: collection.name, fields: collection.fields.map((id) => ({ id, type: 'text' })) },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });

type Repeater = {
  forEachItem(cb: ($item: (s: string) => unknown, item: Record<string, unknown>) => void): void;
};

describe('template engine: item buttons that change their item', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'restocks the clicked product, and shows the low-stock badge only below 5 (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(inventory(outputType), {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [name, stock] of [
            ['Mug', 2],
            ['Cap', 12],
          ] as const)
            void page.data.insert('Products', { name, stock, sku: `SKU-${name}` });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const rows = () =>
        (run.$w('#inventoryRepeater') as unknown as { data: Record<string, unknown>[] }).data;
      const badges = () => {
        const shown: Record<string, boolean> = {};
        (run.$w('#inventoryRepeater') as unknown as Repeater).forEachItem(($item, item) => {
          shown[String(item['name'])] = !($item('#lowStockBadge') as { hidden: boolean }).hidden;
        });
        return shown;
      };
      expect(badges()).toEqual({ Mug: true, Cap: false });
      const mug = rows().find((p) => p['name'] === 'Mug');
      await run.fire('#restockButton', 'click', { itemId: String(mug?._id) });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect((await run.wixData.get('Products', String(mug?._id)))?.['stock']).toBe(50);
      expect(rows().find((p) => p['name'] === 'Mug')?.['stock']).toBe(50);
      expect(badges()).toEqual({ Mug: false, Cap: false });
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          'export const restockProduct = webMethod(Permissions.Admin, async (itemId) => {',
        );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "saves the status chosen in an item's dropdown and says so in that item (%s)",
    async (outputType) => {
      const elements = [
        { id: 'ticketsRepeater', type: 'repeater' },
        { id: 'ticketSubject', type: 'text', parentId: 'ticketsRepeater' },
        { id: 'ticketStatusDropdown', type: 'dropdown', parentId: 'ticketsRepeater' },
        { id: 'savedText', type: 'text', parentId: 'ticketsRepeater' },
      ];
      const request = listPage(
        "Admin-only page to manage support tickets. List all Tickets in ticketsRepeater. Each item has a ticketStatusDropdown with Open / In progress / Closed; when the admin changes it, update that ticket's status in the collection and show 'Saved' in the item's savedText.",
        { name: 'Tickets', fields: ['subject', 'status'] },
        elements,
        outputType,
      );
      const { result, run } = await runGenerated(request, {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Tickets', { subject: 'Login fails', status: 'Open' }),
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const [ticket] = (
        run.$w('#ticketsRepeater') as unknown as { data: Record<string, unknown>[] }
      ).data;
      const id = String(ticket?._id);
      const texts: Record<string, unknown>[] = [];
      (run.$w('#ticketsRepeater') as unknown as Repeater).forEachItem(($item) => {
        texts.push(
          $item('#ticketStatusDropdown') as Record<string, unknown>,
          $item('#savedText') as Record<string, unknown>,
        );
      });
      const [dropdown, saved] = texts;
      expect(dropdown?.['value']).toBe('Open');
      expect(saved?.['hidden']).toBe(true);
      await run.setValue('#ticketStatusDropdown', 'Closed', { itemId: id });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect((await run.wixData.get('Tickets', id))?.['status']).toBe('Closed');
      expect(saved?.['text']).toBe('Saved');
      expect(saved?.['hidden']).toBe(false);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          "status: choiceArg(status, ['Open', 'In progress', 'Closed'], 'status'),",
        );
    },
  );
});

describe('template engine: members changing their own items', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "saves 'an activeSwitch that toggles the active field' of the seller's own product (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'Seller dashboard. A logged-in seller sees only their own Products (title, active) in productsRepeater. Each item has an activeSwitch that toggles the active field.',
          { Products: { title: 'text', active: 'boolean' } },
          [
            { id: 'productsRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
            {
              id: 'activeSwitch',
              type: 'custom',
              customType: 'Switch',
              parentId: 'productsRepeater',
            },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          member: true,
          beforeRun: (page) =>
            void page.data.insert('Products', { _id: 'p1', title: 'Mug', active: false }),
        },
      );
      await run.setValue('#activeSwitch', true, { itemId: 'p1' });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect((await run.wixData.get('Products', 'p1'))?.['active']).toBe(true);
    },
  );

  it("lets a member cancel their own booking and refuses another member's", async () => {
    const elements = [
      { id: 'bookingsRepeater', type: 'repeater' },
      { id: 'classNameText', type: 'text', parentId: 'bookingsRepeater' },
      { id: 'statusText', type: 'text', parentId: 'bookingsRepeater' },
      { id: 'cancelButton', type: 'button', parentId: 'bookingsRepeater' },
    ];
    const request = listPage(
      'Members see their own bookings in bookingsRepeater (class name, status). Each booking has a cancelButton that sets status to Cancelled.',
      { name: 'Bookings', fields: ['className', 'status'] },
      elements,
      'frontend_backend',
    );
    const result = await engine.generate(request);
    expect(result.backendCode).toContain(
      'export const cancelBooking = webMethod(Permissions.SiteMember, async (itemId) => {',
    );
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: "export { cancelBooking } from 'backend/bookings.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/bookings.web.js',
      member: true,
      itemsPerCollection: 1,
      beforeRun: (page) =>
        void page.data.insert('Bookings', { className: 'Yoga', status: 'Booked' }),
    });
    const cancel = run.exports['cancelBooking'] as (id: string) => Promise<unknown>;
    const { items } = await run.wixData.query('Bookings').find();
    const mine = items.find((b) => b['className'] === 'Yoga');
    const theirs = items.find((b) => b['className'] !== 'Yoga');
    await cancel(String(mine?._id));
    expect((await run.wixData.get('Bookings', String(mine?._id)))?.['status']).toBe('Cancelled');
    await expect(cancel(String(theirs?._id))).rejects.toThrow(
      'You can only change your own booking.',
    );
    expect((await run.wixData.get('Bookings', String(theirs?._id)))?.['status']).not.toBe(
      'Cancelled',
    );
  });
});

describe("template engine: a member's task board", () => {
  it('adds a task named from the one input and marks it done from its checkbox', async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Task board for members: tasksRepeater shows my own tasks (title, done). addTaskButton adds a task from newTaskInput. Ticking the doneCheckbox marks my task done.',
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Tasks',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'done', type: 'boolean' },
          ],
        },
      ],
      elementIds: ['tasksRepeater', 'taskTitle', 'doneCheckbox', 'newTaskInput', 'addTaskButton'],
      elementHierarchy: {
        elements: [
          { id: 'tasksRepeater', type: 'repeater' },
          { id: 'taskTitle', type: 'text', parentId: 'tasksRepeater' },
          { id: 'doneCheckbox', type: 'checkbox', parentId: 'tasksRepeater' },
          { id: 'newTaskInput', type: 'input' },
          { id: 'addTaskButton', type: 'button' },
        ],
      },
    });
    const { result, run } = await runGenerated(request, { member: true, itemsPerCollection: 0 });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    (run.$w('#newTaskInput') as unknown as { value: string }).value = 'Water the plants';
    await run.fire('#addTaskButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Tasks').find();
    expect(items.map((t) => t['title'])).toEqual(['Water the plants']);
    const task = String(items[0]?._id);
    await run.setValue('#doneCheckbox', true, { itemId: task });
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((await run.wixData.get('Tasks', task))?.['done']).toBe(true);
  });
});
