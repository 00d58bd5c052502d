import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 25's profile page: "Load the member's own record from Profiles into … #saveProfileButton
 * updates their record" built a form that added a new profile at every save, opened empty, asked
 * for a bio, and left #avatarImage unused. It now edits the member's one record in place.
 */

const PROMPT =
  "My profile page for logged-in members. Load the member's own record from Profiles into #displayNameInput, #bioInput, #websiteInput and #avatarImage. #saveProfileButton updates their record; members must never be able to edit anyone else's profile.";

const ELEMENTS = [
  { id: 'displayNameInput', type: 'input' },
  { id: 'bioInput', type: 'textarea' },
  { id: 'websiteInput', type: 'input' },
  { id: 'avatarImage', type: 'image' },
  { id: 'saveProfileButton', type: 'button' },
];

type Input = { value: string; src: string };

describe("template engine: 'load the member's own record … updates their record'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'opens with the saved record, picture included, and updates it in place (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Profiles: {
              displayName: 'text',
              bio: 'text',
              website: 'url',
              avatar: 'image',
              memberId: 'text',
            },
          },
          ELEMENTS,
          outputType,
        ),
        {
          member: { _id: 'member-1' },
          itemsPerCollection: 0,
          beforeRun: (page) =>
            void page.data.insert('Profiles', {
              displayName: 'Ava',
              bio: 'Painter',
              avatar: 'https://static.wixstatic.com/media/ava.jpg',
            }),
        },
      );
      expect(result.diagnostics.map((d) => d.message)).toEqual([]);
      const el = (id: string) => run.$w(`#${id}`) as unknown as Input;
      expect(el('displayNameInput').value).toBe('Ava');
      expect(el('avatarImage').src).toBe('https://static.wixstatic.com/media/ava.jpg');
      el('displayNameInput').value = 'Ava B.';
      el('bioInput').value = '';
      await run.fire('#saveProfileButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Profiles').find();
      expect(items.map((i) => [i['displayName'], i['bio'] ?? ''])).toEqual([['Ava B.', '']]);
    },
  );
});
