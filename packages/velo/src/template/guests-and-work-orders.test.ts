import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 36: 'count of guests attending in #attendingCount' counted every guest, and 'only show
 * orders not done' on a mechanics board listed the done ones too, its '#orderNo' the mechanic.
 */

describe('template engine: a flag after the items, and a state they are not in', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'counts the guests attending (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'admin dashbord: count of guests attending in #attendingCount. only site admin can see this',
          { Guests: { fullName: 'text', attending: 'boolean' } },
          [{ id: 'attendingCount', type: 'text' }],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const attending of [true, false, true])
              void page.data.insert('Guests', { fullName: 'Ana', attending });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#attendingCount') as unknown as { text: string }).text).toBe('2');
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "lists only the orders 'not done' (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          'mechanics board - repeater #ordersRep with #orderNo, #bikeTxt and #statusTxt. only show orders not done, oldest due date first.',
          {
            WorkOrders: {
              orderNumber: 'text',
              mechanic: 'text',
              bikeModel: 'text',
              status: 'text',
              dueDate: 'date',
            },
          },
          [
            { id: 'ordersRep', type: 'repeater' },
            { id: 'orderNo', type: 'text', parentId: 'ordersRep' },
            { id: 'bikeTxt', type: 'text', parentId: 'ordersRep' },
            { id: 'statusTxt', type: 'text', parentId: 'ordersRep' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [bikeModel, status, day] of [
              ['Trek', 'done', 1],
              ['Giant', 'in progress', 3],
              ['Brompton', 'waiting', 2],
            ] as const)
              void page.data.insert('WorkOrders', {
                orderNumber: `WO-${day}`,
                mechanic: 'Sam',
                bikeModel,
                status,
                dueDate: new Date(2030, 0, day),
              });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'ordersRep', 'bikeTxt')).toEqual(['Brompton', 'Giant']);
      // '#orderNo' is the order number ('No' short for it), not the mechanic.
      expect(repeatedTexts(run, 'ordersRep', 'orderNo')).toEqual(['WO-2', 'WO-3']);
    },
  );
});
