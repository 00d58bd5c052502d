import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 48, 7: 'Show #memberEmail only for members who ticked showEmail — for the rest the email
 * must not be sent to the browser at all.' withheld both the email and the flag from every item,
 * so no email ever showed. The email now goes out, and shows, for those who ticked showEmail
 * alone; the others' email never leaves the server.
 */

type Item = Record<string, unknown>;
type Repeater = {
  data: Item[];
  forEachItem(
    fn: ($item: (id: string) => { text: string; hidden: boolean }, item: Item) => void,
  ): void;
};

describe('template engine: an email shown only for those who chose to show it', () => {
  it('sends and shows the email of those who ticked showEmail alone', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'Put all MemberProfiles in #directoryRepeater with #memberName. Show #memberEmail only for members who ticked showEmail — for the rest the email must not be sent to the browser at all.',
        { MemberProfiles: { displayName: 'text', email: 'text', showEmail: 'boolean' } },
        [
          { id: 'directoryRepeater', type: 'repeater' },
          { id: 'memberName', type: 'text', parentId: 'directoryRepeater' },
          { id: 'memberEmail', type: 'text', parentId: 'directoryRepeater' },
        ],
        'frontend_backend',
      ),
      {
        member: true,
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('MemberProfiles', {
            displayName: 'Ann',
            email: 'ann@example.com',
            showEmail: true,
          });
          void page.data.insert('MemberProfiles', {
            displayName: 'Bo',
            email: 'bo@example.com',
            showEmail: false,
          });
        },
      },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    const repeater = run.$w('#directoryRepeater') as unknown as Repeater;
    const sent = Object.fromEntries(repeater.data.map((i) => [i['displayName'], i['email']]));
    expect(sent).toEqual({ Ann: 'ann@example.com', Bo: '' });
    const shown: Record<string, [string, boolean]> = {};
    repeater.forEachItem(($item, item) => {
      shown[String(item['displayName'])] = [
        $item('#memberEmail').text,
        $item('#memberEmail').hidden,
      ];
    });
    expect(shown).toEqual({ Ann: ['ann@example.com', false], Bo: ['', true] });
    expect(run.errors).toEqual([]);
  });
});
