import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A part of each repeated item shown on hover (plan-item-hover.ts): 'Hovering a project shows its
 * overlayBox'. Before, the overlay was left as it is and the coverage warning named the sentence.
 */

type Part = { hidden: boolean };
type Repeater = { forEachItem(fn: ($item: (selector: string) => Part) => void): void };

describe('template engine: a repeated part shown on hover', () => {
  it("shows an item's overlay while the pointer is over it, that item's only", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Portfolio: projectsRepeater shows projects with projectImage and projectTitleText. Hovering a project shows its overlayBox.',
        { Projects: { projectTitle: 'text', image: 'image' } },
        [
          { id: 'projectsRepeater', type: 'repeater' },
          { id: 'projectImage', type: 'image', parentId: 'projectsRepeater' },
          { id: 'projectTitleText', type: 'text', parentId: 'projectsRepeater' },
          { id: 'overlayBox', type: 'container', parentId: 'projectsRepeater' },
        ],
      ),
      { itemsPerCollection: 2 },
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const overlays = () => {
      const hidden: boolean[] = [];
      (run.$w('#projectsRepeater') as unknown as Repeater).forEachItem(($item) =>
        hidden.push($item('#overlayBox').hidden),
      );
      return hidden;
    };
    expect(overlays()).toEqual([true, true]);
    const [first] = (await run.wixData.query('Projects').find()).items;
    await run.fire('#projectImage', 'mouseIn', { itemId: first?._id });
    expect(overlays().filter((h) => !h)).toHaveLength(1);
    await run.fire('#overlayBox', 'mouseOut', { itemId: first?._id });
    expect(overlays()).toEqual([true, true]);
    expect(run.errors).toEqual([]);
    expect(result.instructions).toContain(
      'Point at `projectImage` in an item: its `overlayBox` shows; move off it: it hides again.',
    );
  });
});
