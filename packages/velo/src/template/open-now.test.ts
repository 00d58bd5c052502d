import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's store locator: 'opening hours (opensAt and closesAt, as numbers like 7 and 19). Show
 * an "Open now" badge (openBadge) only for shops that are currently open based on the visitor's
 * current hour.' Before, the badge read '7 and' ('like 7 and' taken for a unit) and always
 * showed, and shopHours showed the city. Run in the preview with one shop always open (0 to 24)
 * and one never (0 to 0), so the visitor's hour does not matter.
 */

const PROMPT =
  'Bakery store locator. locationsRepeater lists the Locations. Each shop shows its name, phone and opening hours (opensAt and closesAt, as numbers like 7 and 19). Show an "Open now" badge (openBadge) only for shops that are currently open based on the visitor\'s current hour.';

const ELEMENTS = [
  { id: 'locationsRepeater', type: 'repeater' },
  { id: 'shopName', type: 'text', parentId: 'locationsRepeater' },
  { id: 'shopPhone', type: 'text', parentId: 'locationsRepeater' },
  { id: 'shopHours', type: 'text', parentId: 'locationsRepeater' },
  { id: 'openBadge', type: 'text', parentId: 'locationsRepeater' },
];

type Repeater = {
  forEachItem(
    cb: ($item: (s: string) => { text: string; hidden: boolean }, item: { name: string }) => void,
  ): void;
};

describe('template engine: an open-now badge and opening hours', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "shows the badge only for a shop open at the visitor's hour, and its hours (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Locations: {
              name: 'text',
              city: 'text',
              phone: 'text',
              opensAt: 'number',
              closesAt: 'number',
            },
          },
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Locations', { name: 'Day and night', opensAt: 0, closesAt: 24 });
            void page.data.insert('Locations', { name: 'Closed', opensAt: 0, closesAt: 0 });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const shown: Record<string, [string, boolean]> = {};
      (run.$w('#locationsRepeater') as unknown as Repeater).forEachItem(($item, item) => {
        shown[item.name] = [$item('#shopHours').text, !$item('#openBadge').hidden];
      });
      expect(shown).toEqual({
        'Day and night': ['0:00–24:00', true],
        Closed: ['0:00–0:00', false],
      });
      expect(result.frontendCode).not.toContain(' and`');
    },
  );
});
