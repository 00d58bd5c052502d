import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 41's Left list: 'only members with the Employer role can post jobs' let any member post,
 * since Wix's web-method permissions know members and admins alone. The web module now asks
 * currentMember.getRoles() for the role, the page tells other members, the collection takes
 * items only through that check, and the setup says to create the role.
 */

const text = (run: { $w: (s: string) => unknown }, id: string) =>
  (run.$w(`#${id}`) as { text: string }).text;

const JOBS = pageRequest(
  "Only members with the Employer role can post jobs. An employer fills #titleInput and #descriptionInput and clicks #postBtn to save a Jobs item; show 'Job posted!' in #msgText. Other members see 'Only employers can post jobs.' in #msgText.",
  { Jobs: { title: 'text', description: 'text', employerId: 'text' } },
  [
    { id: 'titleInput', type: 'input' },
    { id: 'descriptionInput', type: 'textarea' },
    { id: 'postBtn', type: 'button' },
    { id: 'msgText', type: 'text' },
  ],
  'frontend_backend',
);

const SUBMISSIONS = pageRequest(
  "Only members with the Teacher role can see the submissions; other members see 'This page is for teachers.' in #noticeText. Show all Submissions in submissionsRepeater (student name in #studentText, answer in #answerText), newest first.",
  { Submissions: { studentName: 'text', answer: 'text' } },
  [
    { id: 'submissionsRepeater', type: 'repeater' },
    { id: 'studentText', type: 'text', parentId: 'submissionsRepeater' },
    { id: 'answerText', type: 'text', parentId: 'submissionsRepeater' },
    { id: 'noticeText', type: 'text' },
  ],
  'frontend_backend',
);

describe('template engine: a member role the prompt names beside Wix’s own', () => {
  const postJob = async (roles: string[]) => {
    const { run, result } = await runGenerated(JOBS, {
      member: { _id: 'employer-1' },
      memberRoles: roles,
      itemsPerCollection: 0,
      codeBefore:
        "import { submitJob as submitForTest } from 'backend/jobs.web';\nexport const submit = (v) => submitForTest(v);\n",
    });
    expect(run.errors).toEqual([]);
    await run.setValue('#titleInput', 'Baker');
    await run.setValue('#descriptionInput', 'Early mornings');
    await run.fire('#postBtn', 'click');
    await run.settle();
    const saved = await run.wixData.query('Jobs').find({ suppressAuth: true });
    return {
      run,
      result,
      saved: saved.items.map((j) => `${String(j['title'])} by ${String(j['employerId'])}`),
    };
  };

  it('saves an employer’s job', async () => {
    const { run, saved } = await postJob(['Employer']);
    // 'employerId' names the member who posted it, from the session.
    expect(saved).toEqual(['Baker by employer-1']);
    expect(text(run, 'msgText')).toBe('Job posted!');
  });

  it('tells another member and refuses their call to the web method', async () => {
    const { run, saved } = await postJob([]);
    expect(saved).toEqual([]);
    expect(text(run, 'msgText')).toBe('Only employers can post jobs.');
    const submit = run.exports['submit'] as (v: unknown) => Promise<unknown>;
    await expect(submit({ title: 'Spam', description: 'Spam' })).rejects.toThrow(
      'Only employers can post jobs.',
    );
    expect((await run.wixData.query('Jobs').find({ suppressAuth: true })).items).toEqual([]);
  });

  it('keeps the collection from other ways of adding, and says to create the role', async () => {
    const { result } = await postJob(['Employer']);
    expect(permissionsOf(result.instructions, 'Jobs')).toContain(
      'only admins can view and add content',
    );
    expect(result.instructions).toContain('**Create the `Employer` member role.**');
  });

  it('lists the submissions for a teacher alone', async () => {
    const open = async (roles: string[]) => {
      const { run, result } = await runGenerated(SUBMISSIONS, {
        member: true,
        memberRoles: roles,
        itemsPerCollection: 2,
        codeBefore:
          "import { getSubmissions as readForTest } from 'backend/submissions.web';\nexport const read = () => readForTest({});\n",
      });
      expect(run.errors).toEqual([]);
      const shown = (run.$w('#submissionsRepeater') as unknown as { data: unknown[] }).data;
      return { run, result, shown };
    };
    const teacher = await open(['Teacher']);
    expect(teacher.shown).toHaveLength(2);
    expect(permissionsOf(teacher.result.instructions, 'Submissions')).toContain(
      'only admins can view content',
    );
    const student = await open([]);
    expect(student.shown).toEqual([]);
    expect(text(student.run, 'noticeText')).toBe('This page is for teachers.');
    const read = student.run.exports['read'] as () => Promise<unknown>;
    await expect(read()).rejects.toThrow('This page is for teachers.');
  });

  it("reads applications through the employer's own jobs alone (review 42)", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Applications inbox - Employer role only. #appsTable lists the applications sent to the logged-in employer's own jobs (applicant, email, job title), newest first. Other employers' applications must stay private.",
        {
          Jobs: { title: 'text', employerId: 'text' },
          Applications: { job: 'reference', applicantName: 'text', email: 'text' },
        },
        [{ id: 'appsTable', type: 'table' }],
        'frontend_backend',
      ),
      {
        member: { _id: 'me' },
        memberRoles: ['Employer'],
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Jobs', { _id: 'mine', title: 'Baker', employerId: 'me' });
          void page.data.insert('Jobs', { _id: 'theirs', title: 'Cook', employerId: 'other' });
          void page.data.insert('Applications', { job: 'mine', email: 'ada@example.com' });
          void page.data.insert('Applications', { job: 'theirs', email: 'bo@example.com' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const rows = (run.$w('#appsTable') as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((r) => r['email'])).toEqual(['ada@example.com']);
  });
});
