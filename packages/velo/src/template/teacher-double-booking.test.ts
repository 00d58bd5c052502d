import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 51: "A teacher can't be booked twice for the same date and slot - if that slot is taken
 * show 'That slot is already booked' in #bookingMsg". Before, only 'the same teacher can't …' was
 * read: every double booking was saved and thanked for.
 */

const lessons = pageRequest(
  "Lesson booking page (members only). The student picks a teacher in #teacherSelect (from Teachers, label name), a date in #lessonDate and a time slot in #slotSelect (options 15:00, 16:00, 17:00, 18:00) and clicks #bookLessonBtn. Save to LessonBookings with the teacher, lessonDate and slot. A teacher can't be booked twice for the same date and slot - if that slot is taken show 'That slot is already booked' in #bookingMsg.",
  {
    Teachers: { name: 'text', instrument: 'text' },
    LessonBookings: { teacher: 'reference', lessonDate: 'date', slot: 'text' },
  },
  [
    { id: 'teacherSelect', type: 'dropdown' },
    { id: 'lessonDate', type: 'custom', customType: 'DatePicker' },
    { id: 'slotSelect', type: 'dropdown' },
    { id: 'bookLessonBtn', type: 'button' },
    { id: 'bookingMsg', type: 'text' },
  ],
  'frontend_backend',
);

describe('template engine: one booking per teacher, date and slot', () => {
  it('refuses the second booking of a taken slot, with the message said', async () => {
    const { run } = await runGenerated(lessons, {
      member: true,
      itemsPerCollection: 0,
      beforeRun: (page) => void page.data.insert('Teachers', { _id: 't-1', name: 'Ana' }),
    });
    const book = async (slot: string) => {
      await run.setValue('#teacherSelect', 't-1');
      await run.setValue('#lessonDate', new Date(2030, 4, 6));
      await run.setValue('#slotSelect', slot);
      await run.fire('#bookLessonBtn', 'click');
      await run.settle();
      return (run.$w('#bookingMsg') as unknown as { text: string }).text;
    };
    await book('15:00');
    expect(await book('15:00')).toBe('That slot is already booked');
    await book('16:00');
    const saved = await run.wixData.query('LessonBookings').find({ suppressAuth: true });
    expect(saved.items.map((item) => item['slot'])).toEqual(['15:00', '16:00']);
  });
});
