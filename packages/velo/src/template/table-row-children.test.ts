import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 39: 'When they select a row in myJobsTable, applicationsRepeater shows the Applications
 * for that job only' opened a made-up /jobs/{ID} page and listed every application to any
 * member; 'myJobsTable lists only the jobs this employer posted' listed every job. The row click
 * loads that job's applications, which the web method reads only through the member's own jobs.
 */

type Table = { rows: Record<string, unknown>[] };
type Repeater = { data: Record<string, unknown>[] };

const request = pageRequest(
  "Employer dashboard for our job board. Members post a job with jobTitleInput and postJobBtn, saved to Jobs. myJobsTable lists only the jobs this employer posted (title), newest first. When they select a row in myJobsTable, applicationsRepeater shows the Applications for that job only (applicantName, coverLetter). Employers must never see applications to other employers' jobs.",
  {
    Jobs: { title: 'text' },
    Applications: { job: 'reference', applicantName: 'text', coverLetter: 'text' },
  },
  [
    { id: 'jobTitleInput', type: 'input' },
    { id: 'postJobBtn', type: 'button' },
    { id: 'myJobsTable', type: 'table' },
    { id: 'applicationsRepeater', type: 'repeater' },
    { id: 'applicantName', type: 'text', parentId: 'applicationsRepeater' },
    { id: 'coverLetter', type: 'text', parentId: 'applicationsRepeater' },
  ],
  'frontend_backend',
);

describe("template engine: a table row's items in another list", () => {
  it("lists the member's own jobs and a selected job's applications only", async () => {
    const { run, result } = await runGenerated(request, {
      member: true,
      itemsPerCollection: 2,
      codeBefore:
        "import { getApplications as getForTest } from 'backend/jobs.web';\nexport const read = (o) => getForTest(o);\n",
      beforeRun: (page) => {
        void page.data.insert('Jobs', { _id: 'mine', title: 'Baker' });
        void page.data.insert('Applications', { job: 'mine', applicantName: 'Ann' });
      },
    });
    expect(run.errors).toEqual([]);
    expect(result.frontendCode).not.toContain('/jobs/');
    const rows = (run.$w('#myJobsTable') as unknown as Table).rows;
    expect(rows.map((r) => r['title'])).toEqual(['Baker']);
    const applications = () =>
      (run.$w('#applicationsRepeater') as unknown as Repeater).data.map((a) => a['applicantName']);
    expect(applications()).toEqual([]);
    await run.fire('#myJobsTable', 'rowSelect', { rowIndex: 0, rowData: rows[0] });
    await run.settle();
    expect(applications()).toEqual(['Ann']);
    // Another employer's job, asked for by its id: none of its applications come back.
    const others = (await run.wixData.query('Applications').find({ suppressAuth: true })).items;
    const other = others.find((a) => a['job'] !== 'mine');
    expect(other?.['job']).toBeTruthy();
    const read = run.exports['read'] as (o: object) => Promise<{ items: unknown[] }>;
    expect((await read({ jobId: other?.['job'] })).items).toEqual([]);
  });
});
