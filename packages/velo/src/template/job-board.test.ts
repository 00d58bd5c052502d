import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 8's job board: 'The applyButton in each job takes the visitor to /apply?jobId= followed
 * by the job's id' opened an invented /jobs/{ID} page, and "(… plus 'All locations')" labelled
 * the no-filter choice 'All'. Run in the preview.
 */

const PROMPT =
  "Job board. List open jobs from the Jobs collection, newest first. Filter by location with the locationDropdown (options come from the locations of the jobs, plus 'All locations') and by job type with the typeDropdown (Full-time, Part-time, Contract). The applyButton in each job takes the visitor to /apply?jobId= followed by the job's id.";

const ELEMENTS = [
  { id: 'locationDropdown', type: 'dropdown' },
  { id: 'typeDropdown', type: 'dropdown' },
  { id: 'jobsRepeater', type: 'repeater' },
  { id: 'jobTitle', type: 'text', parentId: 'jobsRepeater' },
  { id: 'applyButton', type: 'button', parentId: 'jobsRepeater' },
];

type Options = { options: { label: string }[] };

describe('template engine: a job board', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    "opens the apply page with the job's id in the query, and quotes the 'All' choice (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { Jobs: { title: 'text', location: 'text', jobType: 'text' } },
          ELEMENTS,
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Jobs', { _id: 'job-7', title: 'Baker', location: 'Leeds' });
          },
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      await run.fire('#applyButton', 'click', { itemId: 'job-7' });
      await run.settle();
      expect(run.navigations).toEqual(['/apply?jobId=job-7']);
      const first = (id: string) => (run.$w(id) as unknown as Options).options[0]?.label;
      expect([first('#locationDropdown'), first('#typeDropdown')]).toEqual([
        'All locations',
        'All',
      ]);
      expect(result.instructions).toContain(
        '**Create the `/apply` page.** Add a page whose URL is `/apply`',
      );
    },
  );

  it.each(["<the plan's _id>", '<plan id>'])(
    "reads the query value written in angle brackets: '/checkout?plan=%s'",
    async (value) => {
      const { run } = await runGenerated(
        pageRequest(
          `Plans are shown in plansRepeater (planName, joinButton). joinButton goes to /checkout?plan=${value}.`,
          { Plans: { name: 'text' } },
          [
            { id: 'plansRepeater', type: 'repeater' },
            { id: 'planName', type: 'text', parentId: 'plansRepeater' },
            { id: 'joinButton', type: 'button', parentId: 'plansRepeater' },
          ],
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => void page.data.insert('Plans', { _id: 'gold', name: 'Gold' }),
        },
      );
      await run.fire('#joinButton', 'click', { itemId: 'gold' });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(run.navigations).toEqual(['/checkout?plan=gold']);
    },
  );
});
