import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 45: 'callbackTime (dropdown Morning/Afternoon/Evening)' offered 'dropdown Morning', and
 * the web method accepted it and refused plain 'Morning'. Run in the preview.
 */

describe('template engine: choices listed after the control word', () => {
  it('offers Morning, not "dropdown Morning"', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Callback form: nameInput, phoneInput, callbackTime (dropdown Morning/Afternoon/Evening) and requestBtn save to Callbacks. Show 'Thanks' in statusText.",
        { Callbacks: { name: 'text', phone: 'text', callbackTime: 'text' } },
        [
          { id: 'nameInput', type: 'input' },
          { id: 'phoneInput', type: 'input' },
          { id: 'callbackTime', type: 'dropdown' },
          { id: 'requestBtn', type: 'button' },
          { id: 'statusText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const options = (run.$w('#callbackTime') as unknown as { options: { value: string }[] })
      .options;
    expect(options.map((o) => o.value)).toEqual(['Morning', 'Afternoon', 'Evening']);
    await run.setValue('#nameInput', 'Ada');
    await run.setValue('#phoneInput', '555 0100');
    await run.setValue('#callbackTime', 'Morning');
    await run.fire('#requestBtn', 'click');
    await run.settle();
    const { items } = await run.wixData.query('Callbacks').find({ suppressAuth: true });
    expect(items.map((c) => c['callbackTime'])).toEqual(['Morning']);
  });
});
