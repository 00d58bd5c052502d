import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 39: 'each member can submit at most 3 entries' was not enforced and made the member's
 * list show 3 entries at a time; 'saves to Entries with the member as owner' left `owner` empty.
 */

describe('template engine: a per-member limit said member first', () => {
  it("refuses a fourth entry, saves the owner and lists all the member's entries", async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        "photo contest page. logged in members should be able to submit an entry: title in titleInput. clicking submitBtn saves to Entries with the member as owner. each member can submit at most 3 entries. show feedback in feedbackTxt. below, entriesRepeater shows only the current member's own entries (entryTitle) newest first.",
        { Entries: { title: 'text', owner: 'text' } },
        [
          { id: 'titleInput', type: 'input' },
          { id: 'submitBtn', type: 'button' },
          { id: 'feedbackTxt', type: 'text' },
          { id: 'entriesRepeater', type: 'repeater' },
          { id: 'entryTitle', type: 'text', parentId: 'entriesRepeater' },
        ],
        'frontend_backend',
      ),
      { member: { _id: 'm-1' }, itemsPerCollection: 0 },
    );
    expect(result.frontendCode).not.toContain('PAGE_SIZE = 3;');
    const submit = async (title: string) => {
      await run.setValue('#titleInput', title);
      await run.fire('#submitBtn', 'click');
      await run.settle();
      return (run.$w('#feedbackTxt') as unknown as { text: string }).text;
    };
    for (const title of ['One', 'Two', 'Three']) await submit(title);
    expect(await submit('Four')).toBe('You can send at most 3.');
    const saved = (await run.wixData.query('Entries').find({ suppressAuth: true })).items;
    expect(saved.map((e) => [e['title'], e['owner']])).toEqual([
      ['One', 'm-1'],
      ['Two', 'm-1'],
      ['Three', 'm-1'],
    ]);
    expect(run.errors).toEqual([]);
  });
});
