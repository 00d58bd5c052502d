import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 47's tenant portal: 'a tenant can submit a maintenance request (unit number,
 * description, preferred date) and below it a repeater of their requests' made
 * #preferredDatePicker a filter of the list, so the preferred date was never saved. A picker
 * named in words without its own word ('preferred date') is the form's. Run in the preview.
 */

describe('template engine: a form date picker named in words beside a list', () => {
  it('saves the preferred date with the request', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Tenants are site members. A tenant can submit a maintenance request (unit number, description, preferred date) and below it a repeater of their requests only with status. Show a thank you msg after submitting.',
        {
          MaintenanceRequests: {
            unitNumber: 'text',
            description: 'text',
            preferredDate: 'date',
            status: 'text',
          },
        },
        [
          { id: 'unitInput', type: 'input' },
          { id: 'descriptionBox', type: 'textarea' },
          { id: 'preferredDatePicker', type: 'custom', customType: 'DatePicker' },
          { id: 'submitButton', type: 'button' },
          { id: 'thankYouText', type: 'text' },
          { id: 'requestsRepeater', type: 'repeater' },
          { id: 'reqDescriptionText', type: 'text', parentId: 'requestsRepeater' },
          { id: 'reqStatusText', type: 'text', parentId: 'requestsRepeater' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0, member: { _id: 'tenant-1' } },
    );
    await run.setValue('#unitInput', '4B');
    await run.setValue('#descriptionBox', 'The heating is off');
    await run.setValue('#preferredDatePicker', new Date('2030-05-07T00:00:00'));
    await run.fire('#submitButton', 'click');
    await run.settle();
    const { items } = await run.wixData.query('MaintenanceRequests').find({ suppressAuth: true });
    expect(items.map((r) => [r['unitNumber'], (r['preferredDate'] as Date).getDate()])).toEqual([
      ['4B', 7],
    ]);
    expect(run.errors).toEqual([]);
  });
});
