import { describe, expect, it } from 'vitest';

import { PROMPT_ELEMENT_UNUSED } from '../prompt-coverage';
import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 30's car rental admin page: 'let staff change status with #statusDropdown +
 * #saveStatusBtn' built a form adding an empty booking at each click, and 'Show count of pending
 * bookings in #pendingCount' was left out ('pending' counts some bookings). The change of a
 * picked booking is not built (the checker names its elements); the count is of pending ones.
 */

describe('template engine: a staff page that changes a status', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'adds no booking and counts the pending ones (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          'Admin page: list all car Bookings in #bookingsTable and let staff change status with #statusDropdown + #saveStatusBtn. Only admins should be able to update bookings. Show count of pending bookings in #pendingCount.',
          { Bookings: { carName: 'text', status: 'text' } },
          [
            { id: 'bookingsTable', type: 'table' },
            { id: 'statusDropdown', type: 'dropdown' },
            { id: 'saveStatusBtn', type: 'button' },
            { id: 'pendingCount', type: 'text' },
          ],
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            for (const status of ['pending', 'pending', 'confirmed'])
              void page.data.insert('Bookings', { carName: 'Mini', status });
          },
        },
      );
      expect(run.errors).toEqual([]);
      expect((run.$w('#pendingCount') as unknown as { text: string }).text).toBe('2');
      const code = `${result.frontendCode}\n${result.backendCode}`;
      expect(code).not.toMatch(/wixData\.insert\('Bookings'/);
      const unused = result.diagnostics.find((d) => d.code === PROMPT_ELEMENT_UNUSED);
      expect(unused?.message).toContain("'#statusDropdown' or '#saveStatusBtn'");
    },
  );
});
