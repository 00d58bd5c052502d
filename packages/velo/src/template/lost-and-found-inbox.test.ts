import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 40: 'show the private messages people sent about my items from ContactMessages' gave
 * every visitor every message (and its sender's email), and 'mark an item as returned (returned =
 * true)' listed only the returned items, so the button was useless. The inbox is read through the
 * member's own items; the condition in brackets is what the click sets.
 */

type Repeater = { data: Record<string, unknown>[] };

const request = pageRequest(
  'My lost&found posts: members see their own FoundItems in myItemsRepeater (myTitle) and click markReturnedBtn to mark an item as returned (returned = true). Under it show the private messages people sent about my items from ContactMessages in inboxRepeater (msgText, senderText).',
  {
    FoundItems: { title: 'text', returned: 'boolean' },
    ContactMessages: { item: 'reference', message: 'text', senderEmail: 'text' },
  },
  [
    { id: 'myItemsRepeater', type: 'repeater' },
    { id: 'myTitle', type: 'text', parentId: 'myItemsRepeater' },
    { id: 'markReturnedBtn', type: 'button', parentId: 'myItemsRepeater' },
    { id: 'inboxRepeater', type: 'repeater' },
    { id: 'msgText', type: 'text', parentId: 'inboxRepeater' },
    { id: 'senderText', type: 'text', parentId: 'inboxRepeater' },
  ],
  'frontend_backend',
);

describe('template engine: the messages about my items', () => {
  it("lists the member's open items and only the messages about them", async () => {
    const { run } = await runGenerated(request, {
      member: true,
      itemsPerCollection: 2,
      beforeRun: (page) => {
        void page.data.insert('FoundItems', { _id: 'mine', title: 'Keys', returned: false });
        void page.data.insert('ContactMessages', {
          item: 'mine',
          message: 'Those are my keys',
          senderEmail: 'a@x.co',
        });
      },
    });
    expect(run.errors).toEqual([]);
    const titles = (run.$w('#myItemsRepeater') as unknown as Repeater).data.map((i) => i['title']);
    expect(titles).toEqual(['Keys']);
    const inbox = (run.$w('#inboxRepeater') as unknown as Repeater).data;
    expect(inbox.map((m) => m['message'])).toEqual(['Those are my keys']);
  });

  it("lists the items 'still unreturned'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Everyone can browse FoundItems in itemsRepeater (itemTitle): the ones that are still unreturned.',
        { FoundItems: { title: 'text', returned: 'boolean' } },
        [
          { id: 'itemsRepeater', type: 'repeater' },
          { id: 'itemTitle', type: 'text', parentId: 'itemsRepeater' },
        ],
        'velo',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('FoundItems', { title: 'Keys', returned: false });
          void page.data.insert('FoundItems', { title: 'Bag', returned: true });
        },
      },
    );
    const titles = (run.$w('#itemsRepeater') as unknown as Repeater).data.map((i) => i['title']);
    expect(titles).toEqual(['Keys']);
  });

  it("lists FoundItems for 'browse items that are not returned yet in itemsRepeater'", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "Lost & found board. Members post a found item: itemTitleInput, descriptionBox (textarea), categoryDropdown (Keys, Phones, Bags, Clothing, Other), whereFoundInput, photoUpload (upload button) and postBtn -> FoundItems. Everyone can browse items that are not returned yet in itemsRepeater (itemTitle, itemPhoto, itemWhere, itemDate), newest first, filter by filterDropdown category. Don't show the poster's email anywhere on the page. To contact the poster, a visitor clicks contactBtn in the repeater, types in contactMsgInput and their own email in contactEmailInput and clicks sendMsgBtn: the message is saved to ContactMessages linked to the item so only the poster can read it.",
        {
          FoundItems: {
            title: 'text',
            description: 'text',
            category: 'text',
            whereFound: 'text',
            photo: 'image',
            posterEmail: 'text',
            returned: 'boolean',
          },
          ContactMessages: { item: 'reference', message: 'text', senderEmail: 'text' },
        },
        [
          { id: 'itemTitleInput', type: 'input' },
          { id: 'descriptionBox', type: 'textarea' },
          { id: 'categoryDropdown', type: 'dropdown' },
          { id: 'whereFoundInput', type: 'input' },
          { id: 'photoUpload', type: 'custom', customType: 'UploadButton' },
          { id: 'postBtn', type: 'button' },
          { id: 'filterDropdown', type: 'dropdown' },
          { id: 'itemsRepeater', type: 'repeater' },
          { id: 'itemTitle', type: 'text', parentId: 'itemsRepeater' },
          { id: 'itemPhoto', type: 'image', parentId: 'itemsRepeater' },
          { id: 'itemWhere', type: 'text', parentId: 'itemsRepeater' },
          { id: 'itemDate', type: 'text', parentId: 'itemsRepeater' },
          { id: 'contactBtn', type: 'button', parentId: 'itemsRepeater' },
          { id: 'contactMsgInput', type: 'textarea' },
          { id: 'contactEmailInput', type: 'input' },
          { id: 'sendMsgBtn', type: 'button' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('FoundItems', { _id: 'k', title: 'Keys', whereFound: 'Park' });
          void page.data.insert('ContactMessages', { item: 'k', message: 'Mine!' });
        },
      },
    );
    expect(repeatedTexts(run, 'itemsRepeater', 'itemWhere')).toEqual(['Park']);
  });
});
