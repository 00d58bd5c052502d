import { describe, expect, it } from 'vitest';

import { AS_ADMIN, pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 24's wedding guest book: 'Only approved messages show in #messagesRepeater' and
 * 'pendingRepeater with pending messages' beside a yes/no `approved` listed every message in
 * both, and approving one left the public list as it was.
 */

const PROMPT =
  'Wedding guest book. Anyone can leave a message using #guestName and #messageBox and clicking #signButton; messages are saved to GuestBook with approved = false. Only approved messages show in #messagesRepeater (#msgName, #msgText), newest first. Admins see #pendingRepeater with pending messages and an #approveBtn in each item that sets approved to true.';

const ELEMENTS = [
  { id: 'guestName', type: 'input' },
  { id: 'messageBox', type: 'textarea' },
  { id: 'signButton', type: 'button' },
  { id: 'messagesRepeater', type: 'repeater' },
  { id: 'msgName', type: 'text', parentId: 'messagesRepeater' },
  { id: 'msgText', type: 'text', parentId: 'messagesRepeater' },
  { id: 'pendingRepeater', type: 'repeater' },
  { id: 'pendingName', type: 'text', parentId: 'pendingRepeater' },
  { id: 'pendingText', type: 'text', parentId: 'pendingRepeater' },
  { id: 'approveBtn', type: 'button', parentId: 'pendingRepeater' },
];

describe('template engine: approved and pending lists of a yes/no approval', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows approved messages publicly, pending ones to admins, and moves one on approval (%s)',
    async (outputType) => {
      const { run, result } = await runGenerated(
        pageRequest(
          PROMPT,
          { GuestBook: { name: 'text', message: 'text', approved: 'boolean' } },
          ELEMENTS,
          outputType,
        ),
        {
          ...AS_ADMIN,
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('GuestBook', { name: 'Ann', message: 'Hi', approved: true });
            void page.data.insert('GuestBook', { name: 'Ben', message: 'Yo', approved: false });
            void page.data.insert('GuestBook', { name: 'Cat', message: 'Hey' });
          },
        },
      );
      expect(repeatedTexts(run, 'messagesRepeater', 'msgName')).toEqual(['Ann']);
      expect(repeatedTexts(run, 'pendingRepeater', 'pendingName').sort()).toEqual(['Ben', 'Cat']);
      const ben = (await run.wixData.query('GuestBook').eq('name', 'Ben').find()).items[0];
      await run.fire('#approveBtn', 'click', { itemId: ben?._id });
      await run.settle();
      expect(repeatedTexts(run, 'messagesRepeater', 'msgName').sort()).toEqual(['Ann', 'Ben']);
      expect(repeatedTexts(run, 'pendingRepeater', 'pendingName')).toEqual(['Cat']);
      expect(run.errors).toEqual([]);
      if (outputType === 'frontend_backend')
        expect(result.backendCode).toMatch(/getPendingRepeater = webMethod\(Permissions\.Admin/);
    },
  );
});
