import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, runGenerated } from './test-support';

/**
 * Review 18's job board (5, 13, 20): open jobs for anyone, applications sent by members, and
 * 'Admins see all Applications in applicationsRepeater'. The applications are the admins' alone
 * (the setup keeps the collection for them), nobody else's page asks for them, and the job
 * dropdown offers the open jobs the list shows. Before, the setup let anyone read every
 * application, each member's page load logged a refused read, and closed jobs were offered.
 */

const PROMPT =
  "Job board. Anyone can see open Jobs in jobsRepeater (title, location). Logged-in users can apply: pick the job in jobDropdown, fill coverLetterInput and click applyButton, saves to Applications (job reference, coverLetter, status='New'). Admins see all Applications in applicationsRepeater with a hireButton that sets status to Hired. Applicants never see other people's applications.";

const ELEMENTS = [
  { id: 'jobsRepeater', type: 'repeater' },
  { id: 'jobTitle', type: 'text', parentId: 'jobsRepeater' },
  { id: 'jobLocation', type: 'text', parentId: 'jobsRepeater' },
  { id: 'jobDropdown', type: 'dropdown' },
  { id: 'coverLetterInput', type: 'textarea' },
  { id: 'applyButton', type: 'button' },
  { id: 'applicationsRepeater', type: 'repeater' },
  { id: 'applicantLetter', type: 'text', parentId: 'applicationsRepeater' },
  { id: 'appStatus', type: 'text', parentId: 'applicationsRepeater' },
  { id: 'hireButton', type: 'button', parentId: 'applicationsRepeater' },
];

const board = (outputType: 'velo' | 'frontend_backend', who: object) =>
  runGenerated(
    pageRequest(
      PROMPT,
      {
        Jobs: { title: 'text', location: 'text', open: 'boolean' },
        Applications: { job: 'reference', coverLetter: 'text', status: 'text' },
      },
      ELEMENTS,
      outputType,
    ),
    {
      ...who,
      itemsPerCollection: 0,
      beforeRun: (page) => {
        void page.data.insert('Jobs', { _id: 'j1', title: 'Baker', location: 'Oslo', open: true });
        void page.data.insert('Jobs', { _id: 'j2', title: 'Cook', location: 'Rome', open: false });
        void page.data.insert('Applications', {
          _id: 'a1',
          job: 'j1',
          coverLetter: 'Hi',
          status: 'New',
        });
      },
    },
  );

type Repeater = { data: { _id: string }[]; collapsed: boolean };

describe("template engine: a public job board beside the admins' applications", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'a member applies to an open job and never reads the applications (%s)',
    async (outputType) => {
      const { result, run } = await board(outputType, { member: true });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(
        (run.$w('#jobDropdown') as unknown as { options: { value: string }[] }).options.map(
          (o) => o.value,
        ),
      ).toEqual(['j1']);
      expect((run.$w('#applicationsRepeater') as unknown as Repeater).collapsed).toBe(true);
      await run.setValue('#jobDropdown', 'j1');
      await run.setValue('#coverLetterInput', 'I love bread');
      await run.fire('#applyButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(run.console.filter((c) => c.level === 'error')).toEqual([]);
      const sent = (
        await run.wixData.query('Applications').eq('coverLetter', 'I love bread').find()
      ).items;
      expect(sent.map((a) => [a['job'], a['status']])).toEqual([['j1', 'New']]);
      expect(result.instructions).toMatch(
        /`Applications`[\s\S]*?Permissions: only admins can view content/,
      );
    },
  );

  it('refuses an application to a closed job sent straight to the web method', async () => {
    const { run } = await board('frontend_backend', {
      member: true,
      codeBefore:
        "import { submitApplication as send } from 'backend/jobs.web';\nexport const apply = (job) => send({ job, coverLetter: 'Hello there' });\n",
    });
    const apply = run.exports['apply'] as (job: string) => Promise<unknown>;
    await expect(apply('j2')).rejects.toThrow('Please choose one of the jobs offered.');
    await apply('j1');
    const sent = await run.wixData.query('Applications').eq('coverLetter', 'Hello there').find();
    expect(sent.items.map((a) => a['job'])).toEqual(['j1']);
  });

  it('an admin sees the applications and hires', async () => {
    const { run } = await board('frontend_backend', AS_ADMIN);
    const list = run.$w('#applicationsRepeater') as unknown as Repeater;
    expect(list.data.map((a) => a._id)).toEqual(['a1']);
    await run.fire('#hireButton', 'click', { itemId: 'a1' });
    await run.settle();
    expect((await run.wixData.get('Applications', 'a1'))?.['status']).toBe('Hired');
  });
});
