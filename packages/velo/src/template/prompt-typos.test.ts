import { describe, expect, it } from 'vitest';

import { withCommonTyposFixed } from './prompt-typos';
import { pageRequest, runGenerated } from './test-support';

/**
 * Review 17: 'memebrs … see there own reservations' made every member's reservations public, and
 * once read as 'their own', the desks (whose name the reservations' name starts with) were kept
 * to each member's own too, so nobody saw a desk.
 */

const desks = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'coworking desk page - show desks in deskRepeatr (desk name, floor). memebrs see there own reservations in myResRepeater.',
    {
      Desks: { deskName: 'text', floor: 'number' },
      DeskReservations: { day: 'date', memberId: 'text' },
    },
    [
      { id: 'deskRepeatr', type: 'repeater' },
      { id: 'deskName', type: 'text', parentId: 'deskRepeatr' },
      { id: 'myResRepeater', type: 'repeater' },
      { id: 'resDay', type: 'text', parentId: 'myResRepeater' },
    ],
    outputType,
  );

describe('template engine: misspellings that change who sees what', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "'there own reservations' are the member's own; the desks stay everyone's (%s)",
    async (outputType) => {
      const { run } = await runGenerated(desks(outputType), {
        // Seeded items belong to other people.
        itemsPerCollection: 2,
        member: { _id: 'member-ann' },
        beforeRun: (page) => {
          void page.data.insert('DeskReservations', {
            day: new Date(2026, 11, 8),
            memberId: 'member-ann',
          });
        },
      });
      expect(run.errors).toEqual([]);
      const data = (id: string) =>
        (run.$w(id) as unknown as { data: Record<string, unknown>[] }).data;
      expect(data('#myResRepeater').map((r) => r['memberId'])).toEqual(['member-ann']);
      expect(data('#deskRepeatr')).toHaveLength(2);
    },
  );

  it('leaves quoted texts as written', () => {
    expect(
      withCommonTyposFixed('memebrs see thier own items; show "Only memebrs, thier own"'),
    ).toBe('members see their own items; show "Only memebrs, thier own"');
  });
});
