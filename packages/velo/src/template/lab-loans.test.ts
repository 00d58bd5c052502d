import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 11's lab loans, written as a numbered list. Before: '#checkoutBtn: create a Loans record'
 * was no form (its inputs became the list's filters); 'set returned = true' (the return button's, which did nothing)
 * and 'returned=false' (what checkout saves) were both read as the list's conditions, so it was
 * always empty; 'max 14 days from today' hid overdue loans; and 'my loans' were everyone's.
 */

const PROMPT = `Lab equipment loans (members = lab staff)
1. #equipmentDropdown: only Equipment items where available is true
2. #dueDatePicker: due date, max 14 days from today
3. #checkoutBtn: create a Loans record (equipment, dueDate, returned=false) for the current member
4. #myLoansRepeater: my loans that are not returned, with due date (#loanDue)
5. #returnBtn in each row: set returned = true on the loan
Messages go in #loanMessage.`;

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    {
      Equipment: { name: 'text', available: 'boolean' },
      Loans: { equipment: 'reference', dueDate: 'date', returned: 'boolean' },
    },
    [
      { id: 'equipmentDropdown', type: 'dropdown' },
      { id: 'dueDatePicker', type: 'custom', customType: 'DatePicker' },
      { id: 'checkoutBtn', type: 'button' },
      { id: 'loanMessage', type: 'text' },
      { id: 'myLoansRepeater', type: 'repeater' },
      { id: 'loanDue', type: 'text', parentId: 'myLoansRepeater' },
      { id: 'returnBtn', type: 'button', parentId: 'myLoansRepeater' },
    ],
    outputType,
  );

describe('template engine: loans listed as numbered lines', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists the member's own open loans, overdue ones too, checks one out and returns one (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        member: true,
        // Two sample loans of other members; this member's overdue one and a returned one.
        itemsPerCollection: 2,
        beforeRun(page) {
          void page.data.insert('Equipment', { _id: 'scope', name: 'Scope', available: true });
          void page.data.insert('Loans', {
            _id: 'overdue',
            equipment: 'scope',
            dueDate: new Date('2020-01-01'),
          });
          void page.data.insert('Loans', { equipment: 'scope', returned: true });
        },
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(run.errors).toEqual([]);
      const repeater = run.$w('#myLoansRepeater') as unknown as { data: { dueDate?: Date }[] };
      expect(repeater.data.map((l) => l.dueDate?.getFullYear())).toEqual([2020]);
      await run.setValue('#equipmentDropdown', 'scope');
      await run.setValue('#dueDatePicker', new Date(Date.now() + 3 * 86_400_000));
      await run.fire('#checkoutBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Loans').eq('equipment', 'scope').find();
      expect(items.map((l) => l['returned'])).toEqual([undefined, true, false]);
      expect(repeater.data).toHaveLength(2);
      // Returned, the overdue loan leaves the list of open ones.
      await run.fire('#returnBtn', 'click', { itemId: 'overdue' });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect((await run.wixData.get('Loans', 'overdue'))?.['returned']).toBe(true);
      expect(repeater.data.map((l) => l.dueDate?.getFullYear())).not.toContain(2020);
      expect(repeater.data).toHaveLength(1);
    },
  );
});
