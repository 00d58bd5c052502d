import type { Page } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 48: '#skillSearch filters by skill' over volunteers whose skills are a tags field. Before,
 * the search looked in the names, so typing a skill found nobody who had it.
 */

const directory = (prompt: string) =>
  pageRequest(
    prompt,
    { Volunteers: { name: 'text', skills: 'tags', email: 'text' } },
    [
      { id: 'volunteersRepeater', type: 'repeater' },
      { id: 'volName', type: 'text', parentId: 'volunteersRepeater' },
      { id: 'volSkills', type: 'text', parentId: 'volunteersRepeater' },
      { id: 'skillSearch', type: 'input' },
    ],
    'frontend_backend',
  );

const seeded = {
  itemsPerCollection: 0,
  beforeRun: (page: Page) => {
    void page.data.insert('Volunteers', { name: 'Gardening Gus', skills: ['Cooking'] });
    void page.data.insert('Volunteers', { name: 'Mia', skills: ['Gardening', 'First aid'] });
    void page.data.insert('Volunteers', { name: 'Lee', skills: ['driving'] });
  },
};

describe('template engine: searching a tags field', () => {
  it('finds the volunteers with the skill typed, in any case, not by name', async () => {
    const { run, result } = await runGenerated(
      directory(
        'Volunteer directory. #volunteersRepeater shows Volunteers with #volName and #volSkills. #skillSearch filters by skill as the visitor types.',
      ),
      seeded,
    );
    const search = async (text: string) => {
      await run.setValue('#skillSearch', text);
      await run.fire('#skillSearch', 'input');
      await new Promise((r) => setTimeout(r, 350));
      await run.settle();
      return repeatedTexts(run, 'volunteersRepeater', 'volName');
    };
    expect(await search('gardening')).toEqual(['Mia']);
    expect(await search('Driving')).toEqual(['Lee']);
    expect(await search('First aid')).toEqual(['Mia']);
    expect(result.instructions).toContain('Type a whole `skills` tag in `skillSearch`');
  });

  it('searches the name and the tags when both are said', async () => {
    const { run } = await runGenerated(
      directory(
        'Volunteer directory. #volunteersRepeater shows Volunteers with #volName and #volSkills. #skillSearch searches name or skills.',
      ),
      seeded,
    );
    await run.setValue('#skillSearch', 'gardening');
    await run.fire('#skillSearch', 'input');
    await new Promise((r) => setTimeout(r, 350));
    await run.settle();
    expect(repeatedTexts(run, 'volunteersRepeater', 'volName').sort()).toEqual([
      'Gardening Gus',
      'Mia',
    ]);
  });
});
