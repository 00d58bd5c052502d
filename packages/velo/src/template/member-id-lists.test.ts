import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * A member's own items found by a declared member id the admin fills in (review 14's photo
 * proofing: 'I add each Galleries row myself and put the client's member id in its clientId
 * field'). Before, the list kept to the rows each member had added (`_owner`), so a client saw
 * none of the galleries made for them, and the web module read them as their author.
 */

const proofing = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Client proofing page for my photography studio. Clients log in and see only their own galleries in #galleryRepeater (#galleryTitle, #galleryDate). I add each Galleries row myself in the CMS and put the client's member id in its clientId field.",
    { Galleries: { title: 'text', shootDate: 'date', clientId: 'text' } },
    [
      { id: 'galleryRepeater', type: 'repeater' },
      { id: 'galleryTitle', type: 'text', parentId: 'galleryRepeater' },
      { id: 'galleryDate', type: 'text', parentId: 'galleryRepeater' },
    ],
    outputType,
  );

describe("template engine: a member's own items by a declared member id", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows a client the galleries the admin made for them, not others (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(proofing(outputType), {
        itemsPerCollection: 0,
        member: { _id: 'm-9' },
        beforeRun: (page) => {
          void page.data.insert('Galleries', {
            title: 'Ava wedding',
            clientId: 'm-9',
            _owner: 'admin',
          });
          void page.data.insert('Galleries', {
            title: 'Ben portraits',
            clientId: 'm-2',
            _owner: 'admin',
          });
          void page.data.insert('Galleries', {
            title: 'Own upload',
            clientId: 'm-2',
            _owner: 'm-9',
          });
        },
      });
      expect(run.errors).toEqual([]);
      const shown = (run.$w('#galleryRepeater') as unknown as { data: { title: string }[] }).data;
      expect(shown.map((g) => g.title)).toEqual(['Ava wedding']);
      expect(result.instructions).toContain(
        'each member sees the items whose `clientId` is their member ID, the `_id` of their row in the Members/FullData collection',
      );
      const permissions = permissionsOf(result.instructions, 'Galleries');
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          "galleriesQuery().eq('clientId', member._id).skip(skip).limit(limit).find({ suppressAuth: true });",
        );
        expect(permissions).toContain('only admins can view content');
      } else {
        expect(permissions).toContain('members could read every member');
      }
    },
  );
});
