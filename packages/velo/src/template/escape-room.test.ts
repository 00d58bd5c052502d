import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 15's escape room: '#leaderName (required), #leaderPhone (required)', 'check that no
 * other booking exists for the same room + date + time slot; if it does show "Sorry, that slot
 * is taken. Please pick another time." …', 'Success: "Booked! …"'. Before, the phone, room, slot
 * and date could be left out, the same slot was booked twice, and both messages were generic.
 */

const PROMPT = [
  'Escape room booking form. Anyone can book.',
  '#roomDropdown: The Vault, Haunted Manor',
  '#timeSlotRadio: 10:00, 13:00',
  '#leaderName (required), #leaderPhone (required)',
  '#bookRoomBtn -> RoomBookings. Before saving check that no other booking exists for the same room + time slot; if it does show "Sorry, that slot is taken. Please pick another time." in #bookingFeedback. Success: "Booked! Check-in opens 15 minutes before your slot."',
].join('\n');

describe('template engine: an escape room booking', () => {
  it('requires the phone and the slot, thanks in its words and refuses a taken slot', async () => {
    const { run } = await runGenerated(
      pageRequest(
        PROMPT,
        {
          RoomBookings: { room: 'text', timeSlot: 'text', leaderName: 'text', leaderPhone: 'text' },
        },
        [
          { id: 'roomDropdown', type: 'dropdown' },
          { id: 'timeSlotRadio', type: 'radioGroup' },
          { id: 'leaderName', type: 'input' },
          { id: 'leaderPhone', type: 'input' },
          { id: 'bookRoomBtn', type: 'button' },
          { id: 'bookingFeedback', type: 'text' },
        ],
        'frontend_backend',
      ),
      { itemsPerCollection: 0 },
    );
    const feedback = () => (run.$w('#bookingFeedback') as unknown as { text: string }).text;
    const book = async (values: Record<string, string>) => {
      for (const [id, value] of Object.entries(values)) await run.setValue(`#${id}`, value);
      await run.fire('#bookRoomBtn', 'click');
      await run.settle();
    };
    const stored = async () => (await run.wixData.query('RoomBookings').find()).items.length;
    const full = {
      roomDropdown: 'The Vault',
      timeSlotRadio: '13:00',
      leaderName: 'Tom',
      leaderPhone: '+1 555 0100',
    };
    // Without the slot (compared by the check), then without the phone (said required).
    const { timeSlotRadio: _slot, ...noSlot } = full;
    await book(noSlot);
    await book({ ...full, leaderPhone: '' });
    expect(await stored()).toBe(0);
    await book(full);
    expect(feedback()).toBe('Booked! Check-in opens 15 minutes before your slot.');
    await book(full);
    expect(feedback()).toBe('Sorry, that slot is taken. Please pick another time.');
    expect(await stored()).toBe(1);
    expect(run.errors).toEqual([]);
  });
});
