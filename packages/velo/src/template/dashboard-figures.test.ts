import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * An admin dashboard's figures as review 14 wrote them: a sum the clause names when the id names
 * no number field ('#totalDonated shows the total pounds donated (sum of all Donations weight)'),
 * and a count of another collection's items in a state written as a capitalised value ('#pendingCount
 * shows how many pickups are still Pending'). Before, #totalDonated was left out and
 * #pendingCount showed how many donations the table listed.
 */

const dashboard = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Admin dashboard for the food bank (admins only). #totalDonated shows the total pounds donated (sum of all Donations weight). #pendingCount shows how many pickups are still Pending. #donationsTable lists all Donations newest first.',
    {
      Donations: { donor: 'text', weight: 'number', donatedOn: 'date' },
      Pickups: { address: 'text', status: 'text' },
    },
    [
      { id: 'totalDonated', type: 'text' },
      { id: 'pendingCount', type: 'text' },
      { id: 'donationsTable', type: 'table' },
    ],
    outputType,
  );

describe("template engine: a dashboard's sums and counts", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'sums the weights and counts the pending pickups (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(dashboard(outputType), {
        itemsPerCollection: 0,
        member: true,
        memberRoles: ['Admin'],
        beforeRun: (page) => {
          for (const weight of [12, 30.5]) void page.data.insert('Donations', { weight });
          for (const status of ['Pending', 'Collected', 'Pending'])
            void page.data.insert('Pickups', { status });
        },
      });
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      expect(run.errors).toEqual([]);
      const text = (id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
      expect(text('totalDonated')).toBe((42.5).toLocaleString());
      expect(text('pendingCount')).toBe('2');
    },
  );

  it('lists the items a capitalised status keeps, not one a click sets', async () => {
    const { run } = await runGenerated(
      pageRequest(
        '#tasksRepeater lists the Tasks with status not Done (#taskTitle). Clicking #doneButton in a task sets status to Done.',
        { Tasks: { title: 'text', status: 'text' } },
        [
          { id: 'tasksRepeater', type: 'repeater' },
          { id: 'taskTitle', type: 'text', parentId: 'tasksRepeater' },
          { id: 'doneButton', type: 'button', parentId: 'tasksRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [title, status] of [
            ['Paint', 'Open'],
            ['Sweep', 'Done'],
          ])
            void page.data.insert('Tasks', { title, status });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'tasksRepeater', 'taskTitle')).toEqual(['Paint']);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "\"totalText shows 'Total: €123.45' for all expenses\": the money field's sum, as money (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "expensesRepeater shows all Expenses (expTitle). totalText shows 'Total: €123.45' for all expenses.",
          { Expenses: { title: 'text', amount: 'number', quantity: 'number' } },
          [
            { id: 'expensesRepeater', type: 'repeater' },
            { id: 'expTitle', type: 'text', parentId: 'expensesRepeater' },
            { id: 'totalText', type: 'text' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Expenses', { title: 'Rent', amount: 650, quantity: 1 });
            void page.data.insert('Expenses', { title: 'Food', amount: 52.5, quantity: 3 });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect((run.$w('#totalText') as unknown as { text: string }).text).toBe('Total: €702.50');
    },
  );
});
