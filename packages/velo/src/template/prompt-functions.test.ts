import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { AS_ADMIN } from './test-support';

/**
 * Backend functions the prompt names ('getTopProducts returns the 10 most expensive products;
 * updateStock(productId, stock) sets a product's stock, admins only'): each is written as the web
 * method it describes, with its own access, and called here in the preview runtime.
 */

const engine = createVeloEngine();

const request = ZGenerationRequest.parse({
  prompt:
    "Backend for the shop: getTopProducts returns the 10 most expensive products; updateStock(productId, stock) sets a product's stock, admins only. removeProduct(productId) deletes one, admins only.",
  outputType: 'backend',
  includeInstructions: true,
  collections: [
    {
      name: 'Products',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'price', type: 'number' },
        { id: 'stock', type: 'number' },
      ],
    },
  ],
  elementIds: [],
});

type Item = Record<string, unknown>;
type Fn = (...args: unknown[]) => Promise<unknown>;

async function backend(who: { member?: boolean; memberRoles?: string[] } = {}) {
  const result = await engine.generate(request);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const run = await runVeloPage({
    structure: buildStructure(request),
    frontendCode:
      "export { getTopProducts, updateStock, removeProduct } from 'backend/products.web';",
    backendCode: result.backendCode,
    backendModulePath: 'backend/products.web.js',
    itemsPerCollection: 24,
    ...who,
  });
  const fn = (name: string) => run.exports[name] as Fn;
  return { result, run, fn };
}

describe('template engine: functions the prompt names', () => {
  it('writes each with the access its own sentence gives, and no unused generic reader', async () => {
    const { result } = await backend();
    expect(result.backendCode).toContain(
      'export const getTopProducts = webMethod(Permissions.Anyone, async () => {',
    );
    expect(result.backendCode).toContain(
      'export const updateStock = webMethod(Permissions.Admin, async (productId, stock) => {',
    );
    expect(result.backendCode).not.toContain('getProducts');
    expect(result.instructions).toContain('anyone can view content');
    expect(result.instructions).toContain('only admins can add, update and delete content');
  });

  it('reads the 10 most expensive products, highest price first', async () => {
    const { run, fn } = await backend();
    const all = (await run.wixData.query('Products').limit(100).find()).items;
    const top = (await fn('getTopProducts')()) as Item[];
    const prices = all.map((p) => Number(p['price'])).sort((a, b) => b - a);
    expect(top.map((p) => p['price'])).toEqual(prices.slice(0, 10));
  });

  it("updates one product's stock, and refuses an unknown id or a stock that is not a number", async () => {
    const { run, fn } = await backend(AS_ADMIN);
    const [first] = (await run.wixData.query('Products').find()).items;
    const id = String(first?._id);
    const { fn: visitors } = await backend();
    await expect(visitors('updateStock')(id, 7)).rejects.toThrow('Permission denied');
    await fn('updateStock')(id, 7);
    expect((await run.wixData.get('Products', id))?.['stock']).toBe(7);
    expect((await run.wixData.get('Products', id))?.['title']).toBe(first?.['title']);
    await expect(fn('updateStock')('nope', 1)).rejects.toThrow('No product has the id nope.');
    await expect(fn('updateStock')(id, 'seven')).rejects.toThrow('stock must be a number');
    await fn('removeProduct')(id);
    expect(await run.wixData.get('Products', id)).toBeNull();
  });

  it.each([
    "Each product item has an addToCart button; the visitor's total updates with getCartTotal.",
    "Don't use getElementById or addEventListener; use setTimeout. The updateCart button refreshes.",
    'deleteOldOrders removes orders older than 90 days.',
    "getMyOrders returns the logged in member's own orders.",
  ])('writes no function for ordinary words or ones it cannot write safely: %s', async (prompt) => {
    const result = await engine.generate(
      ZGenerationRequest.parse({ ...request, prompt, outputType: 'backend' }),
    );
    expect(result.backendCode).not.toMatch(
      /export const (addToCart|getCartTotal|getElementById|addEventListener|setTimeout|updateCart|deleteOldOrders|getMyOrders) /,
    );
    expect(result.instructions).not.toContain('delete content');
  });

  it("keeps the page's own list open when only a named function's sentence says admins", async () => {
    const result = await engine.generate(
      ZGenerationRequest.parse({
        ...request,
        outputType: 'frontend_backend',
        elementIds: ['productsRepeater', 'titleText'],
        elementHierarchy: {
          elements: [
            { id: 'productsRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
          ],
        },
      }),
    );
    expect(result.backendCode).toContain('export const getProducts = webMethod(Permissions.Anyone');
    expect(result.backendCode).toContain('export const updateStock = webMethod(Permissions.Admin');
  });

  it('writes no backend functions for page-only output, nor permissions for them', async () => {
    const result = await engine.generate(
      ZGenerationRequest.parse({ ...request, outputType: 'velo' }),
    );
    expect(result.instructions).not.toContain('delete content');
  });

  it.each([
    [
      'An admin only orders table with an updateOrderStatus(orderId, status) function to change an order status.',
      'Admin',
    ],
    [
      'Members only page: browse the upcoming orders in the table, and getUpcomingOrders returns the next 5 orders.',
      'SiteMember',
    ],
  ])(
    "keeps the page's access when a sentence only mentions a function: %s",
    async (prompt, permission) => {
      const result = await engine.generate(
        ZGenerationRequest.parse({
          prompt,
          outputType: 'frontend_backend',
          collections: [
            {
              name: 'Orders',
              fields: [
                { id: 'orderNumber', type: 'text' },
                { id: 'status', type: 'text' },
              ],
            },
          ],
          elementIds: ['ordersTable'],
          elementHierarchy: { elements: [{ id: 'ordersTable', type: 'table' }] },
        }),
      );
      expect(result.backendCode).toContain(
        `export const getOrders = webMethod(Permissions.${permission}`,
      );
    },
  );
});

describe('template engine: functions that change state, read a day, sort by a field', () => {
  const appointments = ZGenerationRequest.parse({
    prompt:
      'Backend only. getAppointmentsForDay(day) returns the appointments on that day sorted by time, anyone can call it. cancelAppointment(appointmentId) removes an appointment, site members only. confirmAppointment(appointmentId) sets confirmed to true, admins only.',
    outputType: 'backend',
    includeInstructions: true,
    collections: [
      {
        name: 'Appointments',
        fields: [
          { id: 'clientName', type: 'text' },
          { id: 'day', type: 'date' },
          { id: 'time', type: 'time' },
          { id: 'confirmed', type: 'boolean' },
        ],
      },
    ],
    elementIds: [],
  });

  it('writes all three with their own access, and runs them', async () => {
    const result = await engine.generate(appointments);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    for (const [name, access] of [
      ['getAppointmentsForDay', 'Anyone'],
      ['cancelAppointment', 'SiteMember'],
      ['confirmAppointment', 'Admin'],
    ])
      expect(result.backendCode).toContain(
        `export const ${name} = webMethod(Permissions.${access},`,
      );
    const run = await runVeloPage({
      structure: buildStructure(appointments),
      frontendCode:
        "export { getAppointmentsForDay, cancelAppointment, confirmAppointment } from 'backend/appointments.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/appointments.web.js',
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [clientName, day, time] of [
          ['A', new Date(2025, 2, 14), '15:00:00.000'],
          ['B', new Date(2025, 2, 14, 9), '09:00:00.000'],
          ['C', new Date(2025, 2, 15), '08:00:00.000'],
        ] as const)
          void page.data.insert('Appointments', { clientName, day, time, confirmed: false });
      },
    });
    const fn = (name: string) => run.exports[name] as Fn;
    const day = (await fn('getAppointmentsForDay')(new Date(2025, 2, 14))) as Item[];
    expect(day.map((a) => a['clientName'])).toEqual(['B', 'A']);
    const [b, a] = day;
    await fn('confirmAppointment')(String(b?._id));
    expect((await run.wixData.get('Appointments', String(b?._id)))?.['confirmed']).toBe(true);
    await fn('cancelAppointment')(String(a?._id));
    expect(await run.wixData.get('Appointments', String(a?._id))).toBeNull();
  });
});

describe('template engine: named reads of bounded days and stated orders', () => {
  const request = ZGenerationRequest.parse({
    prompt:
      "Backend: getEventsThisWeek returns this week's events. getUpcomingEvents returns the upcoming events sorted by date. getOrdersByStatus(status) returns the orders with that status, newest first, admins only.",
    outputType: 'backend',
    includeInstructions: true,
    collections: [
      {
        name: 'Events',
        fields: [
          { id: 'title', type: 'text' },
          { id: 'eventDate', type: 'date' },
        ],
      },
      {
        name: 'Orders',
        fields: [
          { id: 'orderNumber', type: 'text' },
          { id: 'status', type: 'text' },
        ],
      },
    ],
    elementIds: [],
  });
  const day = (days: number, hours = 12) => {
    const d = new Date();
    return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, hours);
  };
  const monday = (days: number) => {
    const d = new Date();
    return new Date(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7) + days, 12);
  };

  it("reads this week's and the upcoming events soonest first, and orders newest first", async () => {
    const result = await engine.generate(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode:
        "export { getEventsThisWeek, getUpcomingEvents, getOrdersByStatus } from 'backend/events.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/events.web.js',
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        for (const [title, eventDate] of [
          ['Last week', monday(-3)],
          ['Next week', monday(8)],
          ['Week start', monday(0)],
          ['Week end', monday(6)],
          ['Yesterday', day(-1)],
          ['In a month', day(30)],
        ] as const)
          void page.data.insert('Events', { title, eventDate });
        for (const orderNumber of ['A-1', 'A-2', 'A-3'])
          void page.data.insert('Orders', { orderNumber, status: 'Paid' });
      },
    });
    const call = async (name: string, ...args: unknown[]) =>
      ((await (run.exports[name] as Fn)(...args)) as Item[]).map(
        (i) => i['title'] ?? i['orderNumber'],
      );
    // Yesterday is this week unless today is a Monday.
    const thisWeek = [
      'Week start',
      'Week end',
      ...(new Date().getDay() === 1 ? [] : ['Yesterday']),
    ];
    expect((await call('getEventsThisWeek')).sort()).toEqual(thisWeek.sort());
    const upcoming = await call('getUpcomingEvents');
    expect(upcoming).not.toContain('Yesterday');
    expect(upcoming).not.toContain('Last week');
    expect(upcoming.slice(-2)).toEqual(['Next week', 'In a month']);
    expect((await call('getOrdersByStatus', 'Paid')).sort()).toEqual(['A-1', 'A-2', 'A-3']);
    // Newest first is the creation date, not the status the name mentions.
    expect(result.backendCode).toMatch(
      /getOrdersByStatus[\s\S]*?query\.descending\('_createdDate'\)/,
    );
  });
});
