import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { AS_ADMIN, pageRequest } from './test-support';

/**
 * Functions the prompt names on the calling member's own items ('getMyBookings', "cancels the
 * member's own booking"): members may call them, each reads and changes only their own items,
 * and the collection's permissions say so. Run in the preview runtime as a signed-in member.
 */

const engine = createVeloEngine();

const bookings = (prompt: string) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'backend',
    includeInstructions: true,
    collections: [
      {
        name: 'Bookings',
        fields: [
          { id: 'className', type: 'text' },
          { id: 'notes', type: 'text' },
          { id: 'status', type: 'text' },
        ],
      },
    ],
    elementIds: [],
  });

const request = bookings(
  "Backend for bookings: getMyBookings returns the logged in member's own bookings, newest first. cancelBooking(bookingId) sets status to Cancelled on the member's own booking. deleteMyBooking(bookingId) removes one of their own bookings. addBooking(className, notes) adds a booking for the member.",
);

type Fn = (...args: unknown[]) => Promise<unknown>;

async function asMember() {
  const result = await engine.generate(request);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const run = await runVeloPage({
    structure: buildStructure(request),
    frontendCode:
      "export { getMyBookings, cancelBooking, deleteMyBooking, addBooking } from 'backend/bookings.web';",
    backendCode: result.backendCode,
    backendModulePath: 'backend/bookings.web.js',
    member: true,
    itemsPerCollection: 3,
    beforeRun: (page) =>
      void page.data.insert('Bookings', { className: 'Yoga', notes: '', status: 'Booked' }),
  });
  const { items } = await run.wixData.query('Bookings').find();
  const mine = items.find((b) => b['className'] === 'Yoga');
  const theirs = items.find((b) => b['className'] !== 'Yoga');
  const fn = (name: string) => run.exports[name] as Fn;
  return { result, run, fn, mine: String(mine?._id), theirs: String(theirs?._id) };
}

describe("template engine: functions on the member's own items", () => {
  it('lets members call them, and the collection gives each author their own', async () => {
    const { result } = await asMember();
    for (const name of ['getMyBookings', 'cancelBooking', 'deleteMyBooking', 'addBooking'])
      expect(result.backendCode).toContain(
        `export const ${name} = webMethod(Permissions.SiteMember,`,
      );
    expect(result.instructions).toContain(
      `only the item's author can view content ("Site member author"`,
    );
    expect(result.instructions).toContain(
      `site members can add content ("Site member"), and only the item's author can update and delete it ("Site member author"`,
    );
  });

  it("reads only the member's own bookings", async () => {
    const { fn, mine } = await asMember();
    const read = (await fn('getMyBookings')()) as { _id: string }[];
    expect(read.map((b) => b._id)).toEqual([mine]);
  });

  it("cancels and removes the member's own booking and refuses another member's", async () => {
    const { run, fn, mine, theirs } = await asMember();
    await expect(fn('cancelBooking')(theirs)).rejects.toThrow(
      'You can only change your own booking.',
    );
    await expect(fn('deleteMyBooking')(theirs)).rejects.toThrow(
      'You can only remove your own booking.',
    );
    expect((await run.wixData.get('Bookings', theirs))?.['status']).not.toBe('Cancelled');
    await fn('cancelBooking')(mine);
    expect((await run.wixData.get('Bookings', mine))?.['status']).toBe('Cancelled');
    await fn('deleteMyBooking')(mine);
    expect(await run.wixData.get('Bookings', mine)).toBeNull();
    expect(await run.wixData.get('Bookings', theirs)).not.toBeNull();
  });

  it('adds a booking the member then reads as theirs', async () => {
    const { fn } = await asMember();
    const added = (await fn('addBooking')('Pilates', 'Mat please')) as { _id: string };
    const read = (await fn('getMyBookings')()) as { _id: string }[];
    expect(read.map((b) => b._id)).toContain(added._id);
  });

  it.each([
    [
      'getTopBookings returns the 5 newest bookings with their notes; cancelBooking(bookingId) sets status to Cancelled, admins only.',
      { getTopBookings: 'Anyone', cancelBooking: 'Admin' },
    ],
    [
      "cancelBooking(bookingId) sets status to Cancelled on any member's booking, admins only.",
      { cancelBooking: 'Admin' },
    ],
  ])(
    'keeps everyone’s items where the sentence does not make them the caller’s: %s',
    async (prompt, access) => {
      const result = await engine.generate(bookings(prompt));
      for (const [name, permission] of Object.entries(access))
        expect(result.backendCode).toContain(
          `export const ${name} = webMethod(Permissions.${permission},`,
        );
      expect(result.backendCode).not.toContain('_owner');
    },
  );
});

describe('template engine: functions whose state, collection or item the sentence gives', () => {
  it('cancels, marks paid, reads a post’s comments and adds one', async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        "Backend: cancelOrder(orderId) cancels the member's own order. markPaid(orderId) marks the order as paid, admins only. getCommentsForPost(postId) returns the comments of a post, oldest first. addComment(postId, text) adds a comment, members only.",
      outputType: 'backend',
      includeInstructions: true,
      collections: [
        {
          name: 'Orders',
          fields: [
            { id: 'orderNumber', type: 'text' },
            { id: 'status', type: 'text' },
            { id: 'paid', type: 'boolean' },
          ],
        },
        {
          name: 'Comments',
          fields: [
            { id: 'text', type: 'text' },
            { id: 'post', type: 'reference', referencedCollection: 'Posts' },
          ],
        },
        { name: 'Posts', fields: [{ id: 'title', type: 'text' }] },
      ],
      elementIds: [],
    });
    const result = await engine.generate(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const runAs = (who: { member: true; memberRoles?: string[] }) =>
      runVeloPage({
        structure: buildStructure(request),
        frontendCode:
          "export { cancelOrder, markPaid, getCommentsForPost, addComment } from 'backend/orders.web';",
        backendCode: result.backendCode,
        backendModulePath: 'backend/orders.web.js',
        ...who,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Orders', { orderNumber: 'A-1', status: 'Placed', paid: false });
          void page.data.insert('Posts', { _id: 'post-1', title: 'Hello' });
          void page.data.insert('Posts', { _id: 'post-2', title: 'Again' });
          void page.data.insert('Comments', { text: 'First', post: 'post-1' });
          void page.data.insert('Comments', { text: 'Elsewhere', post: 'post-2' });
        },
      });
    const run = await runAs({ member: true });
    const fn = (name: string) => run.exports[name] as Fn;
    const [order] = (await run.wixData.query('Orders').find()).items;
    const id = String(order?._id);
    await fn('cancelOrder')(id);
    expect((await run.wixData.get('Orders', id))?.['status']).toBe('Cancelled');
    expect(result.backendCode).toContain('export const markPaid = webMethod(Permissions.Admin,');
    await expect(fn('markPaid')(id)).rejects.toThrow('Permission denied');
    const admin = await runAs({ ...AS_ADMIN, member: true });
    const [adminsOrder] = (await admin.wixData.query('Orders').find()).items;
    await (admin.exports['markPaid'] as Fn)(String(adminsOrder?._id));
    expect((await admin.wixData.get('Orders', String(adminsOrder?._id)))?.['paid']).toBe(true);
    await fn('addComment')('post-1', 'Second');
    const comments = (await fn('getCommentsForPost')('post-1')) as { text: string }[];
    expect(comments.map((c) => c.text)).toEqual(['First', 'Second']);
    await expect(fn('getCommentsForPost')()).rejects.toThrow('postId is required.');
  });

  it("keeps an item button on the member's own bookings to their own, whoever the sentence names", async () => {
    const page = pageRequest(
      "My Bookings page for members. myBookingsRepeater lists the logged-in member's own bookings from Bookings (className, status). Each booking has a cancelButton that sets its status to 'cancelled' after the member confirms.",
      { Bookings: { className: 'text', status: 'text' } },
      [
        { id: 'myBookingsRepeater', type: 'repeater' },
        { id: 'className', type: 'text', parentId: 'myBookingsRepeater' },
        { id: 'bookingStatus', type: 'text', parentId: 'myBookingsRepeater' },
        { id: 'cancelButton', type: 'button', parentId: 'myBookingsRepeater' },
      ],
      'frontend_backend',
    );
    const result = await engine.generate(page);
    expect(result.instructions).toContain(
      `only the item's author can update it ("Site member author"`,
    );
    const run = await runVeloPage({
      structure: buildStructure(page),
      frontendCode: "export { cancelBooking } from 'backend/bookings.web';",
      backendCode: result.backendCode,
      backendModulePath: 'backend/bookings.web.js',
      member: true,
      itemsPerCollection: 1,
    });
    const [theirs] = (await run.wixData.query('Bookings').find()).items;
    await expect((run.exports['cancelBooking'] as Fn)(theirs?._id)).rejects.toThrow(
      'You can only change your own booking.',
    );
    expect((await run.wixData.get('Bookings', String(theirs?._id)))?.['status']).not.toBe(
      'cancelled',
    );
  });
});
