import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 18: 'Customer emails are private' on an admins' page is about the public, not the staff
 * reading it. Before, the admin's orders list left every email out. On a public page the same
 * words keep the field from everyone, and the setup says why its text stays empty.
 */

const elements = [
  { id: 'ordersRepeater', type: 'repeater' },
  { id: 'nameText', type: 'text', parentId: 'ordersRepeater' },
  { id: 'emailText', type: 'text', parentId: 'ordersRepeater' },
  { id: 'totalText', type: 'text', parentId: 'ordersRepeater' },
];
const collections = {
  Orders: { customerName: 'text', customerEmail: 'text', total: 'number' },
} as const;
const ordersPage = (prompt: string) =>
  pageRequest(
    `${prompt}ordersRepeater lists Orders with customerName, customerEmail and total. Customer emails are private.`,
    collections,
    elements,
    'frontend_backend',
  );
const order = { customerName: 'Ada', customerEmail: 'ada@x.com', total: 40 };

describe('template engine: fields called private', () => {
  it('shows them to the admins of a staff page', async () => {
    const { result, run } = await runGenerated(ordersPage('Admins only page: '), {
      ...AS_ADMIN,
      itemsPerCollection: 0,
      beforeRun(page) {
        void page.data.insert('Orders', order);
      },
    });
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'ordersRepeater', 'emailText')).toEqual(['ada@x.com']);
    expect(result.backendCode).toContain('Permissions.Admin');
  });

  it('keeps them from everyone on a public page, saying why the text is empty', async () => {
    const { result, run } = await runGenerated(ordersPage(''), {
      itemsPerCollection: 0,
      beforeRun(page) {
        void page.data.insert('Orders', order);
      },
    });
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'ordersRepeater', 'nameText')).toEqual(['Ada']);
    expect(repeatedTexts(run, 'ordersRepeater', 'emailText')).not.toContain('ada@x.com');
    expect(result.instructions).toContain(
      'Text, ID `emailText`, inside the item of `ordersRepeater` (the code leaves it empty: `customerEmail` is kept private, as asked)',
    );
  });
});
