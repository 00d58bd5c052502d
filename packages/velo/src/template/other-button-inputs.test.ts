import { describe, expect, it } from 'vitest';

import { pageRequest } from './test-support';
import { createVeloEngine } from '../engine';

/**
 * Review 23's maintenance requests: the manager's '#statusDropdown and #updateBtn on the manager
 * page' joined the tenants' form, so each tenant chose their request's status (and had to). An
 * input only named beside another button is not the form's.
 */

describe("template engine: another button's input", () => {
  it('stays out of the form that the submit button sends', async () => {
    const result = await createVeloEngine().generate(
      pageRequest(
        "Tenants submit maintenance requests with #unitInput, #detailsInput and #submitBtn. Each tenant sees their own requests and status in #myRequests, newest first. The property manager (admin) changes a request's status with #statusDropdown and #updateBtn on the manager page; tenants must not be able to change status.",
        {
          MaintenanceRequests: { unit: 'text', details: 'text', status: 'text', tenantId: 'text' },
        },
        [
          { id: 'unitInput', type: 'input' },
          { id: 'detailsInput', type: 'textarea' },
          { id: 'submitBtn', type: 'button' },
          { id: 'myRequests', type: 'repeater' },
          { id: 'reqDetails', type: 'text', parentId: 'myRequests' },
          { id: 'reqStatus', type: 'text', parentId: 'myRequests' },
          { id: 'statusDropdown', type: 'dropdown' },
          { id: 'updateBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
    );
    const submit =
      /export const submitMaintenanceRequest[\s\S]*?\n\}\);/.exec(result.backendCode)?.[0] ?? '';
    expect(submit).toContain('unit: textArg(args.unit');
    expect(submit).not.toContain('args.status');
    expect(submit).toContain('tenantId: member._id');
  });
});
