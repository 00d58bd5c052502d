import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 53: a prayer wall. Before, the open web method sent every request's text, shared or
 * not ('shows only requests that were shared' named no field); the text typed in #prText
 * (field `request`) was never saved; #wallText showed 'Share on wall' and #wallDate the name.
 */

const prayers = pageRequest(
  "Prayer request page. Anyone can submit a prayer request with #prName (optional), #prEmail (optional) and #prText (required, max 1000 characters) and the #prShare checkbox meaning 'share on the prayer wall'. #prSubmit saves it to PrayerRequests. Prayer requests are private: only our pastoral team (site admins) can read them. The #prayerWall repeater shows only requests that were shared, newest first, with #wallText (the request) and #wallDate — never the name or email. Confirmation goes to #prStatus.",
  { PrayerRequests: { name: 'text', email: 'text', request: 'text', shareOnWall: 'boolean' } },
  [
    { id: 'prName', type: 'input' },
    { id: 'prEmail', type: 'input' },
    { id: 'prText', type: 'textarea' },
    { id: 'prShare', type: 'checkbox' },
    { id: 'prSubmit', type: 'button' },
    { id: 'prStatus', type: 'text' },
    { id: 'prayerWall', type: 'repeater' },
    { id: 'wallText', type: 'text', parentId: 'prayerWall' },
    { id: 'wallDate', type: 'text', parentId: 'prayerWall' },
  ],
  'frontend_backend',
);

describe('template engine: a prayer wall', () => {
  it('saves the request typed and shows only the shared ones, with their day', async () => {
    const { run, result } = await runGenerated(prayers, {
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('PrayerRequests', {
          name: 'Ann',
          email: 'ann@example.com',
          request: 'For my mother',
          shareOnWall: true,
        });
        void page.data.insert('PrayerRequests', { request: 'Kept private', shareOnWall: false });
      },
    });
    expect(result.diagnostics).toEqual([]);
    expect(repeatedTexts(run, 'prayerWall', 'wallText')).toEqual(['For my mother']);
    const [day] = repeatedTexts(run, 'prayerWall', 'wallDate');
    expect(day).toBe(new Date().toLocaleDateString());
    const sent = (run.$w('#prayerWall') as unknown as { data: Record<string, unknown>[] }).data;
    expect(sent.map((item) => Object.keys(item).filter((k) => !k.startsWith('_')))).toEqual([
      ['request', 'shareOnWall'],
    ]);

    await run.fire('#prSubmit', 'click');
    await run.settle();
    expect((run.$w('#prStatus') as unknown as { text: string }).text).toBe(
      'Please enter your request.',
    );
    await run.setValue('#prText', 'Healing for Tom');
    await run.fire('#prSubmit', 'click');
    await run.settle();
    const saved = await run.wixData
      .query('PrayerRequests')
      .eq('request', 'Healing for Tom')
      .find({ suppressAuth: true });
    expect(saved.items).toHaveLength(1);
  });
});
