import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 18's poll (9, 10): 'pollDropdown has the options from PollOptions … voteButton records a
 * vote in Votes (option reference). Each member can only vote once - you need to be logged in to
 * vote. resultsText shows total votes.' The vote saves the chosen option, members alone send it,
 * once each, and resultsText counts the votes. Before, anyone could vote any number of times, each
 * vote saved an empty item, and resultsText said 'Thanks! Your details were saved.'
 */

const PROMPT =
  'Public poll: which feature next? pollDropdown has the options from PollOptions (label). voteButton records a vote in Votes (option reference). Each member can only vote once - you need to be logged in to vote. resultsText shows total votes.';

const pollRequest = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    { PollOptions: { label: 'text' }, Votes: { option: 'reference' } },
    [
      { id: 'pollDropdown', type: 'dropdown' },
      { id: 'voteButton', type: 'button' },
      { id: 'resultsText', type: 'text' },
    ],
    outputType,
  );

const poll = (outputType: 'velo' | 'frontend_backend', who: object = {}) =>
  runGenerated(pollRequest(outputType), {
    ...who,
    itemsPerCollection: 0,
    beforeRun: (page) => {
      void page.data.insert('PollOptions', { _id: 'dark', label: 'Dark mode' });
      void page.data.insert('PollOptions', { _id: 'export', label: 'Export' });
    },
  });

const vote = async (run: Awaited<ReturnType<typeof poll>>['run']) => {
  await run.setValue('#pollDropdown', 'dark');
  await run.fire('#voteButton', 'click');
  await run.settle();
};

const votes = async (run: Awaited<ReturnType<typeof poll>>['run']) =>
  (await run.wixData.query('Votes').find()).items.map((v) => v['option']);

describe("template engine: a members' poll, one vote each", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "saves a member's chosen option and counts the votes (%s)",
    async (outputType) => {
      const { result, run } = await poll(outputType, { member: true });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const results = () => (run.$w('#resultsText') as unknown as { text: string }).text;
      expect(results()).toBe('0');
      await vote(run);
      expect(run.errors).toEqual([]);
      expect(await votes(run)).toEqual(['dark']);
      expect(results()).toBe('1');
    },
  );

  it("refuses a member's second vote in the web method", async () => {
    const { result, run } = await poll('frontend_backend', { member: true });
    expect(result.backendCode).toContain(
      'export const submitVote = webMethod(Permissions.SiteMember,',
    );
    await vote(run);
    await vote(run);
    expect(await votes(run)).toEqual(['dark']);
  });

  it('refuses a vote sent without logging in', async () => {
    const { run } = await runGenerated(pollRequest('frontend_backend'), {
      itemsPerCollection: 0,
      codeBefore:
        "import { submitVote as sendVote } from 'backend/votes.web';\nexport const tryVote = () => sendVote({ option: 'dark' });\n",
    });
    await expect((run.exports['tryVote'] as () => Promise<unknown>)()).rejects.toThrow(
      'Permission denied',
    );
    expect(await votes(run)).toEqual([]);
  });
});
