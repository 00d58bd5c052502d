import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A vote for the item chosen in a radio group (plan-choice-votes.ts): 'voteButton adds a vote to
 * the chosen option'. Before, the radio group and the button were left out of the code.
 */

type Choices = { options: { label: string; value: string }[]; value: string };
type Button = { enabled: boolean };
type Repeater = { forEachItem(fn: ($item: (selector: string) => { text: string }) => void): void };

const POLL =
  "Poll: optionsRadio shows the options from Options. voteButton adds a vote to the chosen option, then resultsRepeater shows each option's labelText and votesText.";

async function poll(outputType: 'velo' | 'frontend_backend', codeBefore = '') {
  const { result, run } = await runGenerated(
    pageRequest(
      POLL,
      { Options: { label: 'text', votes: 'number' } },
      [
        { id: 'optionsRadio', type: 'radioGroup' },
        { id: 'voteButton', type: 'button' },
        { id: 'resultsRepeater', type: 'repeater' },
        { id: 'labelText', type: 'text', parentId: 'resultsRepeater' },
        { id: 'votesText', type: 'text', parentId: 'resultsRepeater' },
      ],
      outputType,
    ),
    {
      itemsPerCollection: 0,
      codeBefore,
      beforeRun: (page) => {
        void page.data.insert('Options', { _id: 'tea', label: 'Tea', votes: 2 });
        void page.data.insert('Options', { _id: 'coffee', label: 'Coffee', votes: 0 });
      },
    },
  );
  const results = () => {
    const shown: string[] = [];
    (run.$w('#resultsRepeater') as unknown as Repeater).forEachItem(($item) =>
      shown.push(`${$item('#labelText').text} ${$item('#votesText').text}`),
    );
    return shown.sort();
  };
  const button = run.$w('#voteButton') as unknown as Button;
  return { result, run, results, button };
}

describe('template engine: a vote for the chosen option', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'lists the options, adds one vote to the chosen one and shows the new counts (%s)',
    async (outputType) => {
      const { result, run, results, button } = await poll(outputType);
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const radio = run.$w('#optionsRadio') as unknown as Choices;
      expect(radio.options).toEqual([
        { label: 'Coffee', value: 'coffee' },
        { label: 'Tea', value: 'tea' },
      ]);
      await run.fire('#voteButton', 'click');
      expect(results()).toEqual(['Coffee 0', 'Tea 2']);
      expect(button.enabled).toBe(true);

      await run.setValue('#optionsRadio', 'coffee');
      await run.fire('#voteButton', 'click');
      expect((await run.wixData.get('Options', 'coffee'))?.votes).toBe(1);
      expect(results()).toEqual(['Coffee 1', 'Tea 2']);
      expect(button.enabled).toBe(false);
      expect(result.instructions).toContain(
        'and click `voteButton`: its `votes` up by 1 in `resultsRepeater`',
      );
    },
  );

  it('keeps the button disabled for a visitor who has voted', async () => {
    const { button } = await poll(
      'velo',
      "import { local as earlier } from 'wix-storage-frontend';\nearlier.setItem('Options.votes', JSON.stringify(['tea']));\n",
    );
    expect(button.enabled).toBe(false);
  });
});
