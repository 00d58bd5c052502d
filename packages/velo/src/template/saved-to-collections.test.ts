import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 42: a public gallery beside a contact form that 'saves to ContactMessages' listed the
 * messages, names and all, to every visitor: the contact form went unfound, so its collection was
 * no form's and won the gallery. Where the prompt says a form saves is no list's source.
 */

describe('template engine: where a form saves is no list', () => {
  it('lists the listings, not the contact messages', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        "Shop page.\n- #productGallery repeater: every listed product (#pTitle, #pPrice, #pSeller), sorted by title A-Z. Visitors can see it without logging in.\n- Add listing form: #titleIn, #priceIn, #addBtn. Save to Listings. Message 'Listing added' in #addMsg.\n- Contact form that anybody can send: #cName, #cEmail, #cMessage, #sendBtn, saves to ContactMessages, then 'Thanks, we will reply soon' in #contactMsg.",
        {
          Listings: { title: 'text', price: 'number', sellerName: 'text' },
          ContactMessages: { name: 'text', email: 'text', message: 'text' },
        },
        [
          { id: 'productGallery', type: 'repeater' },
          { id: 'pTitle', type: 'text', parentId: 'productGallery' },
          { id: 'pPrice', type: 'text', parentId: 'productGallery' },
          { id: 'pSeller', type: 'text', parentId: 'productGallery' },
          { id: 'titleIn', type: 'input' },
          { id: 'priceIn', type: 'input' },
          { id: 'addBtn', type: 'button' },
          { id: 'addMsg', type: 'text' },
          { id: 'cName', type: 'input' },
          { id: 'cEmail', type: 'input' },
          { id: 'cMessage', type: 'textarea' },
          { id: 'sendBtn', type: 'button' },
          { id: 'contactMsg', type: 'text' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Listings', { title: 'Mug', price: 12, sellerName: 'Ada' });
          void page.data.insert('ContactMessages', { name: 'Bo', message: 'Secret' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'productGallery', 'pTitle')).toEqual(['Mug']);
    expect(result.backendCode).not.toContain("wixData.query('ContactMessages')");
  });
});
