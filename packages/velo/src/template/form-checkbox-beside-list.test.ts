import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 17: a prayer wall. The form's 'keep private' checkbox became a filter of the wall, so
 * ticking it listed the private requests, the choice was never saved, unticked the wall showed
 * private requests too, and 'Private requests must never be shown' hid every request's text.
 */

const wall = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Prayer requests page for our church. Visitors submit a prayer request (name, request text, and a checkbox "keep private"). Requests are saved to PrayerRequests with approved = false. The prayerRepeater shows only approved requests that are not private, newest first, showing the first name and request. Private requests must never be shown to anyone except site admins.',
    {
      PrayerRequests: { name: 'text', request: 'text', isPrivate: 'boolean', approved: 'boolean' },
    },
    [
      { id: 'nameInput', type: 'input' },
      { id: 'requestInput', type: 'textarea' },
      { id: 'privateCheckbox', type: 'checkbox' },
      { id: 'submitButton', type: 'button' },
      { id: 'thanksText', type: 'text' },
      { id: 'prayerRepeater', type: 'repeater' },
      { id: 'prayerName', type: 'text', parentId: 'prayerRepeater' },
      { id: 'prayerText', type: 'text', parentId: 'prayerRepeater' },
    ],
    outputType,
  );

describe("template engine: a form's checkbox beside a list of the same items", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'saves the choice, and the wall shows approved requests that are not private (%s)',
    async (outputType) => {
      const { run } = await runGenerated(wall(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          for (const [name, request, isPrivate] of [
            ['Ann', 'For my mother', false],
            ['Bo', 'A secret', true],
          ] as const)
            void page.data.insert('PrayerRequests', { name, request, isPrivate, approved: true });
        },
      });
      expect(run.errors).toEqual([]);
      expect(repeatedTexts(run, 'prayerRepeater', 'prayerText')).toEqual(['For my mother']);
      await run.setValue('#nameInput', 'Cy');
      await run.setValue('#requestInput', 'For peace');
      await run.setValue('#privateCheckbox', true);
      await run.fire('#submitButton', 'click');
      await run.settle();
      expect(repeatedTexts(run, 'prayerRepeater', 'prayerText')).toEqual(['For my mother']);
      const { items } = await run.wixData.query('PrayerRequests').eq('name', 'Cy').find();
      expect(items.map((i) => [i['isPrivate'], i['approved']])).toEqual([[true, false]]);
    },
  );

  it('takes a dropdown named as an input into the form, not the filters', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Members create a profile (name, native language) in Profiles and save it with saveProfileBtn. partnersRepeater lists Profiles with partnerName.',
        { Profiles: { displayName: 'text', nativeLanguage: 'text' } },
        [
          { id: 'displayNameInput', type: 'input' },
          { id: 'nativeInput', type: 'dropdown' },
          { id: 'saveProfileBtn', type: 'button' },
          { id: 'partnersRepeater', type: 'repeater' },
          { id: 'partnerName', type: 'text', parentId: 'partnersRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        member: { _id: 'member-ann' },
        beforeRun: (page) => {
          void page.data.insert('Profiles', { displayName: 'Bo', nativeLanguage: 'French' });
        },
      },
    );
    // The choices the editor gives it.
    (run.$w('#nativeInput') as unknown as { options: { label: string; value: string }[] }).options =
      ['English', 'Spanish'].map((l) => ({ label: l, value: l }));
    await run.setValue('#displayNameInput', 'Ann');
    await run.setValue('#nativeInput', 'Spanish');
    await run.settle();
    // Picking a language to save lists every profile still.
    expect(repeatedTexts(run, 'partnersRepeater', 'partnerName')).toEqual(['Bo']);
    await run.fire('#saveProfileBtn', 'click');
    await run.settle();
    const { items } = await run.wixData.query('Profiles').eq('displayName', 'Ann').find();
    expect(items.map((i) => i['nativeLanguage'])).toEqual(['Spanish']);
  });
});
