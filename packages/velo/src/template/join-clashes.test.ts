import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * A join whose rows keep the item's times refuses one that overlaps the member's (join-clashes.ts),
 * and a collection named as the member's ('MySchedule', 'their personal schedule') is theirs alone.
 * Before, 'add a session to their personal schedule' was not built, and every member's schedule
 * was public.
 */

const PROMPT =
  "Conference agenda. List sessions in #sessionsRepeater (#sessionTitle, #sessionStart) sorted by start time. Members add a session to their personal schedule with #addToScheduleButton; if it overlaps in time with a session already in their schedule, show a clash warning in #clashText and don't add it. Show their schedule in #myScheduleRepeater (#mySessionTitle, #mySessionStart).";

const at = (hour: number, minute = 0) => new Date(Date.UTC(2027, 4, 3, hour, minute));

describe('template engine: a personal schedule that refuses clashes', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'adds sessions to the member’s own schedule and refuses an overlapping one (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Sessions: { title: 'text', startTime: 'date', endTime: 'date' },
            MySchedule: { session: 'reference', startTime: 'date', endTime: 'date' },
          },
          [
            { id: 'sessionsRepeater', type: 'repeater' },
            { id: 'sessionTitle', type: 'text', parentId: 'sessionsRepeater' },
            { id: 'sessionStart', type: 'text', parentId: 'sessionsRepeater' },
            { id: 'addToScheduleButton', type: 'button', parentId: 'sessionsRepeater' },
            { id: 'clashText', type: 'text' },
            { id: 'myScheduleRepeater', type: 'repeater' },
            { id: 'mySessionTitle', type: 'text', parentId: 'myScheduleRepeater' },
            { id: 'mySessionStart', type: 'text', parentId: 'myScheduleRepeater' },
          ],
          outputType,
        ),
        {
          // Two sample sessions and two sample schedule rows of another member's.
          itemsPerCollection: 2,
          member: { _id: 'm-1' },
          beforeRun: (page) => {
            void page.data.insert('Sessions', {
              _id: 'keynote',
              title: 'Keynote',
              startTime: at(9),
              endTime: at(10),
            });
            void page.data.insert('Sessions', {
              _id: 'workshop',
              title: 'Workshop',
              startTime: at(9, 30),
              endTime: at(10, 30),
            });
            void page.data.insert('Sessions', {
              _id: 'panel',
              title: 'Panel',
              startTime: at(10),
              endTime: at(11),
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(repeatedTexts(run, 'myScheduleRepeater', 'mySessionTitle')).toEqual([]);
      await run.fire('#addToScheduleButton', 'click', { itemId: 'keynote' });
      await run.settle();
      expect(repeatedTexts(run, 'myScheduleRepeater', 'mySessionTitle')).toEqual(['Keynote']);
      await run.fire('#addToScheduleButton', 'click', { itemId: 'workshop' });
      await run.settle();
      const clash = () => run.$w('#clashText') as unknown as { text: string; hidden: boolean };
      expect(clash().text).toBe('This session overlaps one already in your schedule.');
      expect(clash().hidden).toBe(false);
      // Back to back is no overlap.
      await run.fire('#addToScheduleButton', 'click', { itemId: 'panel' });
      await run.settle();
      expect(clash().hidden).toBe(true);
      const mine = await run.wixData.query('MySchedule').eq('_owner', 'm-1').find();
      expect(mine.items.map((row) => row.session).sort()).toEqual(['keynote', 'panel']);
      expect(mine.items.find((row) => row.session === 'panel')?.startTime).toEqual(at(10));
      expect(repeatedTexts(run, 'myScheduleRepeater', 'mySessionTitle').sort()).toEqual([
        'Keynote',
        'Panel',
      ]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toMatch(
          /export const getMySchedule = webMethod\(Permissions\.SiteMember,[\s\S]*?\.eq\('_owner', member\._id\)/,
        );
      expect(result.instructions).toContain('each member sees only their own');
    },
  );
});
