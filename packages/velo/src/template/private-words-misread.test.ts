import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 41: 'A student can submit only once per assignment and not after the due date' kept the
 * due date off the homework list (read as 'not the due date'), and "Only admins should be able to
 * see this data — guests' names and emails are private" left the guest names empty on the
 * manager's own page.
 */

describe('template engine: words misread as a field kept private', () => {
  it("shows the due date beside 'not after the due date'", async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        "Student homework page. Logged-in students see all Assignments in #homeworkRepeater (#hwTitle, #hwDue) sorted by due date, soonest first, and only ones not yet past due. Each item has a #submitBtn; clicking it saves a Submissions item with the assignment reference, the student's answer from #answerBox (required, max 2000 characters) and status 'Submitted'. A student can submit only once per assignment and not after the due date. Students must never see other students' submissions or grades. Messages go in #infoText.",
        {
          Assignments: { title: 'text', dueDate: 'date' },
          Submissions: { assignment: 'reference', answer: 'text', status: 'text', grade: 'text' },
        },
        [
          { id: 'homeworkRepeater', type: 'repeater' },
          { id: 'hwTitle', type: 'text', parentId: 'homeworkRepeater' },
          { id: 'hwDue', type: 'text', parentId: 'homeworkRepeater' },
          { id: 'submitBtn', type: 'button', parentId: 'homeworkRepeater' },
          { id: 'answerBox', type: 'textarea' },
          { id: 'infoText', type: 'text' },
        ],
        'frontend_backend',
      ),
      { member: true, itemsPerCollection: 2 },
    );
    expect(run.errors).toEqual([]);
    const items = (run.$w('#homeworkRepeater') as unknown as { data: Record<string, unknown>[] })
      .data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i['dueDate'] instanceof Date)).toBe(true);
    expect(result.frontendCode).toContain("$item('#hwDue').text");
  });

  it("shows the guests' names to the admins the sentence keeps them for", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Staff page: the manager sees the bookings from Reservations in the bookingsRepeater (guestName, partyText). Only admins should be able to see this data — guests' names and emails are private.",
        { Reservations: { guestName: 'text', email: 'text', partySize: 'number' } },
        [
          { id: 'bookingsRepeater', type: 'repeater' },
          { id: 'guestName', type: 'text', parentId: 'bookingsRepeater' },
          { id: 'partyText', type: 'text', parentId: 'bookingsRepeater' },
        ],
        'frontend_backend',
      ),
      {
        ...AS_ADMIN,
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Reservations', {
            guestName: 'Ann',
            email: 'a@x.co',
            partySize: 2,
          }),
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'bookingsRepeater', 'guestName')).toEqual(['Ann']);
  });
});
