import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 24's job board: 'Employers see applications for their own jobs only; nobody else may
 * read Applications' made the public Jobs list each member's own (visitors saw no job), and sent
 * every application, cover letters included, to anyone. Each employer now reads the applications
 * naming their own jobs; the jobs stay public.
 */

const PROMPT =
  'Freelance job board. Anyone can browse open Jobs in #jobsRepeater (#jobTitle, #jobCompany). Employers (the member who posted the job) see applications for their own jobs only in #applicationsTable; nobody else may read Applications.';

const ELEMENTS = [
  { id: 'jobsRepeater', type: 'repeater' },
  { id: 'jobTitle', type: 'text', parentId: 'jobsRepeater' },
  { id: 'jobCompany', type: 'text', parentId: 'jobsRepeater' },
  { id: 'applicationsTable', type: 'table' },
];

const COLLECTIONS = {
  Jobs: { title: 'text', company: 'text', open: 'boolean', postedBy: 'text' },
  Applications: { job: 'reference', applicantId: 'text', coverLetter: 'text' },
} as const;

type Table = { rows: Record<string, unknown>[] };

describe('template engine: a member reads the items naming their own items of another collection', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows each employer the applications for their own jobs, and the jobs to anyone (%s)',
    async (outputType) => {
      const run = async (member: { _id: string } | undefined) =>
        (
          await runGenerated(pageRequest(PROMPT, COLLECTIONS, ELEMENTS, outputType), {
            ...(member ? { member } : {}),
            itemsPerCollection: 0,
            beforeRun: (page) => {
              const job = (_id: string, title: string, postedBy: string) =>
                void page.data.insert('Jobs', {
                  _id,
                  title,
                  company: 'Acme',
                  open: true,
                  postedBy,
                });
              job('job-a', 'Designer', 'employer-1');
              job('job-b', 'Writer', 'employer-2');
              const apply = (job: string, coverLetter: string) =>
                void page.data.insert('Applications', { job, applicantId: 'x', coverLetter });
              apply('job-a', 'For the designer job');
              apply('job-b', 'For the writer job');
            },
          })
        ).run;
      const employer = await run({ _id: 'employer-1' });
      const letters = (r: typeof employer) =>
        (r.$w('#applicationsTable') as unknown as Table).rows.map((row) => row['coverLetter']);
      expect(letters(employer)).toEqual(['For the designer job']);
      expect(employer.errors).toEqual([]);
      const visitor = await run(undefined);
      expect(letters(visitor)).toEqual([]);
      expect(repeatedTexts(visitor, 'jobsRepeater', 'jobTitle').sort()).toEqual([
        'Designer',
        'Writer',
      ]);
    },
  );

  it('keeps Applications for admins, read by the web module for each employer', async () => {
    const { result } = await runGenerated(
      pageRequest(PROMPT, COLLECTIONS, ELEMENTS, 'frontend_backend'),
    );
    expect(result.backendCode).toMatch(/getApplications = webMethod\(Permissions\.SiteMember/);
    expect(result.backendCode).toMatch(/getJobs = webMethod\(Permissions\.Anyone/);
    expect(result.instructions).toMatch(
      /only admins can view content \("Admin": the web module reads with suppressAuth only the applications naming the signed-in member's own jobs\)/,
    );
  });
});
