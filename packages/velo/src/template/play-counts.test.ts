import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A podcast's play button as its host words it: "When playButton is clicked, increase that
 * episode's plays field by 1 in the backend and update playsText to 'N plays', then go to the
 * episode's audioUrl." Before, the first sentence naming the button ('each item has … and
 * playButton') was read for what it does: it found nothing and sent visitors to an invented
 * /episodes/{ID} page. Plays count every time, for any visitor, and the audio opens after.
 */

type Repeater = {
  data: Record<string, unknown>[];
  forEachItem(
    fn: ($item: (selector: string) => { text: string }, item: { _id: string }) => void,
  ): void;
};

const PROMPT =
  "Episodes are listed in episodesRepeater with episodeTitle, playsText and playButton. When playButton is clicked, increase that episode's plays field by 1 in the backend and update playsText to 'N plays', then go to the episode's audioUrl.";

describe("template engine: an item button that counts, then opens the item's link", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'adds a play on each click, shows "N plays" and opens the audio (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Episodes: { title: 'text', plays: 'number', audioUrl: 'url' } },
          [
            { id: 'episodesRepeater', type: 'repeater' },
            { id: 'episodeTitle', type: 'text', parentId: 'episodesRepeater' },
            { id: 'playsText', type: 'text', parentId: 'episodesRepeater' },
            { id: 'playButton', type: 'button', parentId: 'episodesRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Episodes', {
              title: 'Pilot',
              plays: 41,
              audioUrl: 'https://cdn.example.com/pilot.mp3',
            });
          },
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const repeater = run.$w('#episodesRepeater') as unknown as Repeater;
      const id = String(repeater.data[0]?.['_id']);
      const playsText = () => {
        let text = '';
        repeater.forEachItem(($item) => (text = $item('#playsText').text));
        return text;
      };
      expect(playsText()).toBe('41 plays');
      for (const expected of [42, 43]) {
        await run.fire('#playButton', 'click', { itemId: id });
        await run.settle();
        expect((await run.wixData.get('Episodes', id))?.['plays']).toBe(expected);
        expect(playsText()).toBe(`${expected} plays`);
      }
      expect(run.errors).toEqual([]);
      expect(run.navigations).toEqual([
        'https://cdn.example.com/pilot.mp3',
        'https://cdn.example.com/pilot.mp3',
      ]);
      expect(result.instructions).not.toContain('/episodes/');
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toContain(
          'export const playEpisode = webMethod(Permissions.Anyone, async (itemId) => {',
        );
    },
  );
});
