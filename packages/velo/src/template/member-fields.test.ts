import { describe, expect, it } from 'vitest';

import { runGenerated, siteRequest } from './test-support';

/**
 * A field only members see ('Only members can see the salary; visitors see "Log in to see
 * salary" instead'): the list stays public, a visitor gets the words in the field's place and,
 * with a web module, items without the field; a member gets the field. Run in the preview as both.
 */

const JOB_BOARD =
  "Job board: jobsRepeater lists the jobs (title, salary shown like $85,000). Only members can see the salary; visitors see 'Log in to see salary' in salaryText instead.";

const request = (outputType: 'velo' | 'frontend_backend', prompt = JOB_BOARD) =>
  siteRequest(
    prompt,
    {
      name: 'Jobs',
      fields: [
        ['title', 'text'],
        ['salary', 'number'],
      ],
    },
    [
      { id: 'jobsRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'jobsRepeater' },
      { id: 'salaryText', type: 'text', parentId: 'jobsRepeater' },
    ],
    { outputType },
  );

type Repeater = {
  collapsed: boolean;
  data: Record<string, unknown>[];
  forEachItem(cb: ($item: (s: string) => { text: string }) => void): void;
};

async function board(outputType: 'velo' | 'frontend_backend', member: boolean, prompt = JOB_BOARD) {
  const { result, run } = await runGenerated(request(outputType, prompt), {
    itemsPerCollection: 0,
    member,
    beforeRun: (page) => void page.data.insert('Jobs', { title: 'Baker', salary: 85000 }),
  });
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  expect(run.errors).toEqual([]);
  const repeater = run.$w('#jobsRepeater') as unknown as Repeater;
  const salaries: string[] = [];
  repeater.forEachItem(($item) => salaries.push($item('#salaryText').text));
  return { result, repeater, salaries };
}

describe('template engine: fields only members see', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'a visitor sees the jobs and the words for the salary, a member the salary (%s)',
    async (outputType) => {
      const visitor = await board(outputType, false);
      expect(visitor.repeater.collapsed).toBe(false);
      expect(visitor.repeater.data.map((job) => job['title'])).toEqual(['Baker']);
      expect(visitor.salaries).toEqual(['Log in to see salary']);
      const member = await board(outputType, true);
      expect(member.salaries).toEqual([(85000).toLocaleString(undefined, money)]);
      // The jobs stay readable by anyone: the salary alone is for members.
      expect(visitor.result.instructions).toContain('anyone can view content');
    },
  );

  it("reads 'should only show their salary to logged-in members' as the field's, not the page's", async () => {
    const visitor = await board(
      'frontend_backend',
      false,
      "Job board: jobsRepeater lists the jobs (title, salary shown like $85,000). Jobs should only show their salary to logged-in members; visitors see 'Log in to see salary' in salaryText instead.",
    );
    expect(visitor.repeater.collapsed).toBe(false);
    expect(visitor.repeater.data.map((job) => [job['title'], job['salary']])).toEqual([
      ['Baker', undefined],
    ]);
    expect(visitor.salaries).toEqual(['Log in to see salary']);
  });

  it('the web module sends a visitor the jobs without the salary', async () => {
    const visitor = await board('frontend_backend', false);
    expect(visitor.repeater.data.map((job) => job['salary'])).toEqual([undefined]);
    expect(visitor.result.backendCode).toContain(
      'export const getJobs = webMethod(Permissions.Anyone,',
    );
    const member = await board('frontend_backend', true);
    expect(member.repeater.data.map((job) => job['salary'])).toEqual([85000]);
  });

  it('says page code alone cannot keep the salary from visitors', async () => {
    const { result } = await board('velo', false);
    expect(result.instructions).toContain('The page shows `salary` to members only');
  });
});

const money = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
} as const;
