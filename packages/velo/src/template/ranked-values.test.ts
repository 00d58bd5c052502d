import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Reviews 16 and 17: 'sorted by priority (High, Medium, Low)' and 'sorted by severity with
 * Critical first' sorted the text A-Z (High, Low, Medium; Critical last when descending).
 */

describe("template engine: a text field's values in the prompt's order", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "'sorted by priority (High, Medium, Low), then oldest first' (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          '#ticketsTable lists all Tickets sorted by priority (High, Medium, Low), then oldest first. Columns: title, priority.',
          { Tickets: { title: 'text', priority: 'text', opened: 'date' } },
          [{ id: 'ticketsTable', type: 'table' }],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const [title, priority, day] of [
              ['Printer', 'Low', 1],
              ['Email down', 'High', 5],
              ['VPN', 'Medium', 2],
              ['Server', 'High', 3],
            ] as const)
              void page.data.insert('Tickets', {
                title,
                priority,
                opened: new Date(2026, 10, day),
              });
          },
        },
      );
      expect(run.errors).toEqual([]);
      const rows = (run.$w('#ticketsTable') as unknown as { rows: { title: string }[] }).rows;
      expect(rows.map((r) => r.title)).toEqual(['Server', 'Email down', 'VPN', 'Printer']);
    },
  );

  it("'sorted by severity with Critical first', the values listed from Low", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Bugs have a severity (dropdown: Low, Medium, High, Critical). bugsRepeater shows the Bugs with bugTitle, sorted by severity with Critical first.',
        { Bugs: { title: 'text', severity: 'text' } },
        [
          { id: 'bugsRepeater', type: 'repeater' },
          { id: 'bugTitle', type: 'text', parentId: 'bugsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [title, severity] of [
            ['Typo', 'Low'],
            ['Crash', 'Critical'],
            ['Slow', 'Medium'],
            ['Data loss', 'High'],
          ] as const)
            void page.data.insert('Bugs', { title, severity });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'bugsRepeater', 'bugTitle')).toEqual([
      'Crash',
      'Data loss',
      'Slow',
      'Typo',
    ]);
  });
});
