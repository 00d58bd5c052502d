import { describe, expect, it } from 'vitest';

import { pageRequest, submitted } from './test-support';

/**
 * Review 25's contact form: ContactMessages' `submittedAt` was never set, so every message was
 * saved undated. A date field named for when the item is sent is set on saving, by the server's
 * clock where there is a web method.
 */

describe('template engine: a sent-at date field no input fills', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'is set to the moment the form is sent (%s)',
    async (outputType) => {
      const before = Date.now();
      const { items } = await submitted(
        pageRequest(
          'Contact form: #nameInput, #emailInput, #messageInput and #submitButton save to the ContactMessages collection. Show #successText after sending.',
          {
            ContactMessages: {
              name: 'text',
              email: 'text',
              message: 'text',
              submittedAt: 'date',
            },
          },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'emailInput', type: 'input' },
            { id: 'messageInput', type: 'textarea' },
            { id: 'submitButton', type: 'button' },
            { id: 'successText', type: 'text' },
          ],
          outputType,
        ),
        'submitButton',
        (set) => {
          set('nameInput', 'value', 'Ann');
          set('emailInput', 'value', 'ann@example.com');
          set('messageInput', 'value', 'Hello');
        },
      );
      expect(items).toHaveLength(1);
      const sentAt = items[0]?.['submittedAt'];
      expect(sentAt).toBeInstanceOf(Date);
      expect((sentAt as Date).getTime()).toBeGreaterThanOrEqual(before);
    },
  );
});
