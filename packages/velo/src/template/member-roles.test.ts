import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Members called by their role: 'Logged-in volunteers log their hours … hoursRepeater lists the
 * member's own entries'. Before, only 'members' and a collection's own name were read: the form
 * saved for any visitor with memberId empty, and every volunteer's hours were listed to everyone.
 */

const PROMPT =
  "Volunteer hours page. Logged-in volunteers log their hours: dateInput (DatePicker), hoursInput and taskDropdown ('Kitchen', 'Driving', 'Events'), then submitButton saves a row to HoursLog with memberId set to the current member. Show 'Thanks, your hours are logged.' in statusText. Below, hoursRepeater lists the volunteer's own entries (dateText, hoursText, taskText), newest first.";

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    { HoursLog: { memberId: 'text', date: 'date', hours: 'number', task: 'text' } },
    [
      { id: 'dateInput', type: 'custom', customType: 'DatePicker' },
      { id: 'hoursInput', type: 'input' },
      { id: 'taskDropdown', type: 'dropdown' },
      { id: 'submitButton', type: 'button' },
      { id: 'statusText', type: 'text' },
      { id: 'hoursRepeater', type: 'repeater' },
      { id: 'dateText', type: 'text', parentId: 'hoursRepeater' },
      { id: 'hoursText', type: 'text', parentId: 'hoursRepeater' },
      { id: 'taskText', type: 'text', parentId: 'hoursRepeater' },
    ],
    outputType,
  );

describe('template engine: members called by their role', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "lists a volunteer's own hours and saves theirs with their id (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), {
        member: true,
        // Three sample rows of other volunteers, and one this member logged.
        itemsPerCollection: 3,
        beforeRun: (page) =>
          void page.data.insert('HoursLog', {
            task: 'MINE',
            hours: 2,
            date: new Date('2026-11-01'),
          }),
      });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(run.errors).toEqual([]);
      const repeater = run.$w('#hoursRepeater') as unknown as { data: { task: string }[] };
      expect(repeater.data.map((r) => r.task)).toEqual(['MINE']);
      await run.setValue('#dateInput', new Date('2026-11-20'));
      await run.setValue('#hoursInput', '3');
      await run.setValue('#taskDropdown', 'Events');
      await run.fire('#submitButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('HoursLog').eq('task', 'Events').find();
      const [mine] = (await run.wixData.query('HoursLog').eq('task', 'MINE').find()).items;
      expect(items.map((r) => [r['hours'], r['memberId']])).toEqual([[3, mine?.['_owner']]]);
      expect(repeater.data.map((r) => r.task).sort()).toEqual(['Events', 'MINE']);
      expect((run.$w('#statusText') as unknown as { text: string }).text).toBe(
        'Thanks, your hours are logged.',
      );
      expect(result.instructions).toContain("only the item's author can view content");
    },
  );

  it('lets visitors read the questions and asks them to log in to ask one', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'questionsRepeater lists all Questions (questionText), newest first. Logged-in customers can ask a question with questionInput and askButton.',
        { Questions: { question: 'text', memberId: 'text' } },
        [
          { id: 'questionsRepeater', type: 'repeater' },
          { id: 'questionText', type: 'text', parentId: 'questionsRepeater' },
          { id: 'questionInput', type: 'input' },
          { id: 'askButton', type: 'button' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 2 },
    );
    expect(result.diagnostics).toEqual([]);
    const repeater = run.$w('#questionsRepeater') as unknown as { data: unknown[] };
    expect(repeater.data).toHaveLength(2);
    await run.setValue('#questionInput', 'Do you ship abroad?');
    await run.fire('#askButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData
      .query('Questions')
      .eq('question', 'Do you ship abroad?')
      .find();
    expect(items).toHaveLength(1);
    expect(typeof items[0]?.['memberId']).toBe('string');
    expect(repeater.data).toHaveLength(3);
  });

  it("saves 'for the current member' as a member, leaving the list open to visitors", async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'tipsRepeater lists all Tips (tipText). #shareBtn: create a Tips record (text) from tipInput for the current member.',
        { Tips: { text: 'text', memberId: 'text' } },
        [
          { id: 'tipsRepeater', type: 'repeater' },
          { id: 'tipText', type: 'text', parentId: 'tipsRepeater' },
          { id: 'tipInput', type: 'input' },
          { id: 'shareBtn', type: 'button' },
        ],
      ),
      { itemsPerCollection: 2 },
    );
    expect(result.diagnostics).toEqual([]);
    expect((run.$w('#tipsRepeater') as unknown as { data: unknown[] }).data).toHaveLength(2);
    await run.setValue('#tipInput', 'Water at dawn');
    await run.fire('#shareBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('Tips').eq('text', 'Water at dawn').find();
    expect(typeof items[0]?.['memberId']).toBe('string');
  });
});

describe('template engine: who may act, not who may look', () => {
  it("keeps the candidates public when 'Voters must be logged-in members'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'candidatesRepeater lists the Candidates (candidateName). Voters must be logged-in members.',
        { Candidates: { name: 'text' } },
        [
          { id: 'candidatesRepeater', type: 'repeater' },
          { id: 'candidateName', type: 'text', parentId: 'candidatesRepeater' },
        ],
      ),
      { itemsPerCollection: 2 },
    );
    expect(run.errors).toEqual([]);
    const repeater = run.$w('#candidatesRepeater') as unknown as {
      data: unknown[];
      collapsed: boolean;
    };
    expect(repeater.collapsed).toBe(false);
    expect(repeater.data).toHaveLength(2);
  });
});
