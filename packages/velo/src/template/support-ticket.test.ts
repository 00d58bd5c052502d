import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 10's support ticket form: 'emailInput (required, valid email), subjectInput (required),
 * descriptionBox (required, min 20 chars), priorityRadio (Low / Normal / Urgent, default Normal)
 * and attachmentUpload for a screenshot or log file'. Before, 'default Normal' was a fourth
 * choice, nothing was chosen at the start, and no ticket could be sent without a file.
 */

const PROMPT =
  'Support ticket form. Fields: emailInput (required, valid email), subjectInput (required), descriptionBox (required, min 20 chars), priorityRadio (Low / Normal / Urgent, default Normal) and attachmentUpload for a screenshot or log file. submitButton uploads the file first, then saves everything to SupportTickets with status \'Open\'. Show "Ticket sent" in successText afterwards.';

describe('template engine: a support ticket form', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'starts on the default priority, sends without a file and starts over on it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            SupportTickets: {
              email: 'text',
              subject: 'text',
              description: 'text',
              priority: 'text',
              attachment: 'document',
              status: 'text',
            },
          },
          [
            { id: 'emailInput', type: 'input' },
            { id: 'subjectInput', type: 'input' },
            { id: 'descriptionBox', type: 'textarea' },
            { id: 'priorityRadio', type: 'radioGroup' },
            { id: 'attachmentUpload', type: 'custom', customType: 'UploadButton' },
            { id: 'submitButton', type: 'button' },
            { id: 'successText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const radio = run.$w('#priorityRadio') as unknown as {
        options: { label: string }[];
        value: string;
      };
      expect(radio.options.map((o) => o.label)).toEqual(['Low', 'Normal', 'Urgent']);
      expect(radio.value).toBe('Normal');
      await run.setValue('#emailInput', 'ada@example.com');
      await run.setValue('#subjectInput', 'Login fails');
      await run.setValue('#descriptionBox', 'The login page says my password is wrong.');
      await run.fire('#submitButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect((run.$w('#successText') as unknown as { text: string }).text).toBe('Ticket sent');
      const { items } = await run.wixData.query('SupportTickets').find();
      expect(items.map((t) => [t['subject'], t['priority'], t['status']])).toEqual([
        ['Login fails', 'Normal', 'Open'],
      ]);
      expect(radio.value).toBe('Normal');
    },
  );

  it("sends a cake order without the photo a customer 'can attach'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Custom cake order form. Customers fill nameInput and can attach an inspiration photo with photoUpload. On submitButton save to the CakeOrders collection and show "Order received" in successText.',
        { CakeOrders: { customerName: 'text', inspirationPhoto: 'image' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'photoUpload', type: 'custom', customType: 'UploadButton' },
          { id: 'submitButton', type: 'button' },
          { id: 'successText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 0 },
    );
    await run.setValue('#nameInput', 'Ada');
    await run.fire('#submitButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((run.$w('#successText') as unknown as { text: string }).text).toBe('Order received');
    expect(await run.wixData.query('CakeOrders').count()).toBe(1);
  });
});
