import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 47: "Form to submit a request …; tenantId is set to the logged in member's id. Below, a
 * repeater of their requests only." listed every tenant's requests to every member: 'a repeater
 * of their requests' had no verb of reading. Run in the preview.
 */

describe("template engine: 'a repeater of their requests only'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists each member's own requests (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Form to submit a request (descriptionInput, submitButton); tenantId is set to the logged in member's id. Below, a repeater of their requests only.",
          { Requests: { description: 'text', tenantId: 'text' } },
          [
            { id: 'descriptionInput', type: 'input' },
            { id: 'submitButton', type: 'button' },
            { id: 'requestsRepeater', type: 'repeater' },
            { id: 'descText', type: 'text', parentId: 'requestsRepeater' },
          ],
          outputType,
        ),
        // Two requests other members sent (the seed's own author), then this tenant's own.
        { itemsPerCollection: 2, member: { _id: 'tenant-1' } },
      );
      await run.setValue('#descriptionInput', 'Broken heater');
      await run.fire('#submitButton', 'click');
      await run.settle();
      const shown = (run.$w('#requestsRepeater') as unknown as { data: { description: string }[] })
        .data;
      expect(shown.map((r) => r.description)).toEqual(['Broken heater']);
      expect(run.errors).toEqual([]);
    },
  );
});
