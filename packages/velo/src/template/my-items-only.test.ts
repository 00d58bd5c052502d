import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * 'my … only' keeps a list to the reader's own items, whoever the page is written for (review
 * 15's bootcamp: '#myHwTable shows MY submissions only', where 'submissions' is no word of the
 * Homework collection). Before, every student read every other student's repo link and grade.
 */

const homework = (prompt: string, outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    prompt,
    { Homework: { assignment: 'text', repoUrl: 'url', grade: 'text' } },
    [
      { id: 'repoUrlInput', type: 'input' },
      { id: 'submitHwBtn', type: 'button' },
      { id: 'myHwTable', type: 'table' },
    ],
    outputType,
  );

describe("template engine: 'my … only' lists", () => {
  it.each([
    ['#myHwTable shows MY submissions only: assignment, repoUrl, grade.', 'velo'],
    ['#myHwTable shows MY submissions only: assignment, repoUrl, grade.', 'frontend_backend'],
    ['#myHwTable shows the member’s own homework: assignment, repoUrl, grade.', 'velo'],
  ] as const)('lists only the member’s rows: %s (%s)', async (list, outputType) => {
    const { result, run } = await runGenerated(
      homework(
        `Students (members) submit #repoUrlInput and #submitHwBtn -> Homework. ${list}`,
        outputType,
      ),
      {
        // Two seeded rows of other members, and this member's own.
        itemsPerCollection: 2,
        member: { _id: 'm-1' },
        beforeRun: (page) => void page.data.insert('Homework', { assignment: 'Mine', grade: 'B' }),
      },
    );
    expect(run.errors).toEqual([]);
    const rows = (run.$w('#myHwTable') as unknown as { rows: { assignment: string }[] }).rows;
    expect(rows.map((r) => r.assignment)).toEqual(['Mine']);
    expect(permissionsOf(result.instructions, 'Homework')).toContain(
      "only the item's author can view content",
    );
  });
});
