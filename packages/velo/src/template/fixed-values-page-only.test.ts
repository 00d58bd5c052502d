import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 32's vendor application: 'Save to Vendors with approved = false always (visitors must
 * not be able to approve themselves)'. Page-only code sets it in the visitor's browser, where a
 * visitor could send true: the setup now says so and names the output that sets it on the
 * server, which the web method does.
 */

const application = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Vendor application form: #appName, #appEmail, #appSubmit. Save to Vendors with approved = false always (visitors must not be able to approve themselves). Show #appMessage on success/failure.',
    { Vendors: { name: 'text', email: 'text', approved: 'boolean' } },
    [
      { id: 'appName', type: 'input' },
      { id: 'appEmail', type: 'input' },
      { id: 'appSubmit', type: 'button' },
      { id: 'appMessage', type: 'text' },
    ],
    outputType,
  );

describe('template engine: a value page-only code sets on each new item', () => {
  it('says a visitor could change it, and which output sets it on the server', async () => {
    const { result, run } = await runGenerated(application('velo'), { itemsPerCollection: 0 });
    expect(run.errors).toEqual([]);
    expect(result.instructions).toContain(
      '`approved` of each new vendor is set by the page code, which runs in the visitor\'s browser, so a visitor could save another value with their own call. Generate "Page code + backend module"',
    );
  });

  it('sets it in the web method, where the setup says nothing of it', async () => {
    const { result } = await runGenerated(application('frontend_backend'), {
      itemsPerCollection: 0,
    });
    expect(result.backendCode).toMatch(/approved: false,/);
    expect(result.instructions).not.toContain('set by the page code');
  });
});
