import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 49 (5, 11): 'Public can submit, only admins read.' and 'Visitors can submit; only I
 * (admin) can see them.' made the whole page the admins': visitors saw no cars and could not send
 * a request. The admins read the submissions alone; the cars stay public, and anyone sends.
 */

const request = (rule: string) =>
  pageRequest(
    `#carsRepeater lists the Cars with make in #carName. The form (#nameInput, #emailInput, #submitBtn) saves to TestDriveRequests. ${rule} Show 'Request sent!' in #formMsg.`,
    { Cars: { make: 'text' }, TestDriveRequests: { name: 'text', email: 'text' } },
    [
      { id: 'carsRepeater', type: 'repeater' },
      { id: 'carName', type: 'text', parentId: 'carsRepeater' },
      { id: 'nameInput', type: 'input' },
      { id: 'emailInput', type: 'input' },
      { id: 'submitBtn', type: 'button' },
      { id: 'formMsg', type: 'text' },
    ],
    'frontend_backend',
  );

describe('template engine: submissions only admins read, sent by anyone', () => {
  it.each([
    'Public can submit, only admins read.',
    'Visitors can submit; only I (admin) can see them.',
  ])('lists the cars and takes a visitor\'s request: "%s"', async (rule) => {
    const { result, run } = await runGenerated(request(rule), { itemsPerCollection: 2 });
    expect(repeatedTexts(run, 'carsRepeater', 'carName')).toHaveLength(2);
    await run.setValue('#nameInput', 'Kim');
    await run.setValue('#emailInput', 'kim@example.com');
    await run.fire('#submitBtn', 'click');
    await run.settle();
    expect(run.$w('#formMsg')).toMatchObject({ text: 'Request sent!' });
    const sent = await run.wixData
      .query('TestDriveRequests')
      .eq('name', 'Kim')
      .find({ suppressAuth: true });
    expect(sent.items).toHaveLength(1);
    expect(permissionsOf(result.instructions, 'TestDriveRequests')).toMatch(/only admins can view/);
    expect(permissionsOf(result.instructions, 'Cars')).toMatch(/anyone can view/);
    expect(run.errors).toEqual([]);
  });
});
