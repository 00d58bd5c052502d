import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/** Review 17: 'Save reporterId automatically' left the reporter's id empty. */

const reports = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Only logged-in members may submit a report with locationInput and submitReportBtn to WatchReports. Save reporterId automatically.',
    { WatchReports: { location: 'text', reporterId: 'text' } },
    [
      { id: 'locationInput', type: 'input' },
      { id: 'submitReportBtn', type: 'button' },
    ],
    outputType,
  );

describe("template engine: a field the prompt says holds the sender's id", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "is filled with the member's id (%s)",
    async (outputType) => {
      const { run } = await runGenerated(reports(outputType), {
        itemsPerCollection: 0,
        member: { _id: 'member-ann' },
      });
      await run.setValue('#locationInput', 'Elm St');
      await run.fire('#submitReportBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('WatchReports').find();
      expect(items.map((i) => [i['location'], i['reporterId']])).toEqual([
        ['Elm St', 'member-ann'],
      ]);
    },
  );
});
