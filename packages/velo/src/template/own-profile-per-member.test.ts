import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 33's language exchange: 'Let a member create/update their own exchange profile … One
 * profile per member - if they already have one, load it into the inputs and update instead of
 * inserting a duplicate' added a profile at every save, from anyone, with memberId empty:
 * Partners is no profile-like name. 'One profile per member' makes it the member's own item,
 * and its memberId is theirs.
 */

const PROMPT =
  'Let a member create/update their own exchange profile: #nameInput, #nativeInput, #bioInput (max 300 chars), #saveProfileBtn. One profile per member - if they already have one, load it into the inputs and update instead of inserting a duplicate. Status in #profileStatus.';

describe("template engine: 'one profile per member' of a collection not named for profiles", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "saves the member's one item, with their id, and updates it after (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          PROMPT,
          {
            Partners: {
              displayName: 'text',
              nativeLanguage: 'text',
              bio: 'text',
              memberId: 'text',
            },
          },
          [
            { id: 'nameInput', type: 'input' },
            { id: 'nativeInput', type: 'input' },
            { id: 'bioInput', type: 'textarea' },
            { id: 'saveProfileBtn', type: 'button' },
            { id: 'profileStatus', type: 'text' },
          ],
          outputType,
        ),
        { member: { _id: 'member-1' }, itemsPerCollection: 0 },
      );
      await run.setValue('#nameInput', 'Ana');
      await run.setValue('#nativeInput', 'Spanish');
      await run.fire('#saveProfileBtn', 'click');
      await run.settle();
      await run.setValue('#nameInput', 'Ana B.');
      await run.fire('#saveProfileBtn', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Partners').find();
      expect(items.map((i) => [i['displayName'], i['memberId']])).toEqual([['Ana B.', 'member-1']]);
    },
  );
});
