import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 11's art gallery open call: visitors submit their work, saved 'Pending'; the gallery
 * shows "ONLY submissions whose status is 'Approved' … never pending or rejected ones and never
 * the artist emails". Before, the setup let anyone read the collection and the web method sent
 * whole items, artistEmail included.
 */

const PROMPT =
  "Art gallery open call. Submission form: #artTitle, #artistName, #artistEmail (valid email), #mediumDropdown (Painting, Photography, Sculpture, Digital), #priceInput, #statementBox (max 500 characters), #artUpload (image, required). #submitArtBtn saves to ArtSubmissions with status 'Pending'. Show 'Thanks! We'll review your work within 2 weeks.' in #submitMsg. The #approvedGallery repeater below shows ONLY submissions whose status is 'Approved' (title, artist, price) — never pending or rejected ones and never the artist emails.";

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    PROMPT,
    {
      ArtSubmissions: {
        title: 'text',
        artistName: 'text',
        artistEmail: 'text',
        medium: 'text',
        price: 'number',
        statement: 'text',
        status: 'text',
        artwork: 'image',
      },
    },
    [
      { id: 'submitForm', type: 'form' },
      { id: 'artTitle', type: 'input', parentId: 'submitForm' },
      { id: 'artistName', type: 'input', parentId: 'submitForm' },
      { id: 'artistEmail', type: 'input', parentId: 'submitForm' },
      { id: 'mediumDropdown', type: 'dropdown', parentId: 'submitForm' },
      { id: 'priceInput', type: 'input', parentId: 'submitForm' },
      { id: 'statementBox', type: 'textarea', parentId: 'submitForm' },
      { id: 'artUpload', type: 'custom', customType: 'UploadButton', parentId: 'submitForm' },
      { id: 'submitArtBtn', type: 'button', parentId: 'submitForm' },
      { id: 'submitMsg', type: 'text', parentId: 'submitForm' },
      { id: 'approvedGallery', type: 'repeater' },
      { id: 'galTitle', type: 'text', parentId: 'approvedGallery' },
      { id: 'galArtist', type: 'text', parentId: 'approvedGallery' },
      { id: 'galPrice', type: 'text', parentId: 'approvedGallery' },
    ],
    outputType,
  );

const seed = (page: { data: { insert(c: string, item: object): unknown } }) => {
  for (const [title, status] of [
    ['Sea', 'Approved'],
    ['Draft', 'Pending'],
    ['No', 'Rejected'],
  ])
    void page.data.insert('ArtSubmissions', { title, status, artistEmail: `${title}@x.com` });
};

describe('template engine: an open call whose gallery shows approved work only', () => {
  it('reads the submissions for visitors with suppressAuth, approved ones only, without emails', async () => {
    const { result, run } = await runGenerated(request('frontend_backend'), {
      itemsPerCollection: 0,
      beforeRun: seed,
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(run.errors).toEqual([]);
    const shown = (run.$w('#approvedGallery') as unknown as { data: Record<string, unknown>[] })
      .data;
    expect(shown.map((s) => s['title'])).toEqual(['Sea']);
    expect(shown[0]).not.toHaveProperty('artistEmail');
    expect(result.backendCode).toContain('{ suppressAuth: true }');
    expect(result.instructions).toContain(
      'Permissions: only admins can view content ("Admin": the web module reads the items for the page with suppressAuth and sends only the items whose `status` is \'Approved\' without their `artistEmail`, so the others and `artistEmail` stay private); only admins can add content ("Admin": the web module checks an art submission before saving it with suppressAuth (`status` set to \'Pending\'; `statement` at most 500 characters), so no one can skip those checks by saving from the browser)',
    );
  });

  it('says page-only code cannot keep the pending ones private', async () => {
    const { result } = await runGenerated(request('velo'), { itemsPerCollection: 0 });
    expect(result.instructions).toContain(
      "The page lists only the items whose `status` is 'Approved', but it reads the collection itself, so anyone who may view it can still query the others and `artistEmail`",
    );
  });

  it("saves a visitor's work and its image 'Pending', and shows the quoted thanks, #id and all", async () => {
    const { run } = await runGenerated(request('velo'), { itemsPerCollection: 0, beforeRun: seed });
    for (const [id, value] of [
      ['#artTitle', 'Dunes'],
      ['#artistName', 'Ida'],
      ['#artistEmail', 'ida@example.com'],
      ['#mediumDropdown', 'Painting'],
      ['#priceInput', '120'],
      ['#statementBox', 'Sand and wind.'],
    ] as const)
      await run.setValue(id, value);
    // The one upload button fills the one image field, though their names differ.
    await run.setValue('#artUpload', ['dunes.jpg']);
    await run.fire('#submitArtBtn', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    const { items } = await run.wixData.query('ArtSubmissions').eq('title', 'Dunes').find();
    expect(items.map((i) => i['status'])).toEqual(['Pending']);
    expect(String(items[0]?.['artwork'])).toMatch(/^wix:image:.*dunes/);
    expect((run.$w('#submitMsg') as unknown as { text: string }).text).toBe(
      "Thanks! We'll review your work within 2 weeks.",
    );
    const shown = (run.$w('#approvedGallery') as unknown as { data: unknown[] }).data;
    expect(shown).toHaveLength(1);
  });
});

describe('template engine: items a list leaves out that must never reach the browser', () => {
  it('reads the published episodes with suppressAuth, the season choices too', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'episodesRepeater lists Episodes (title in epTitle). Only show episodes where published = true. Drafts must never reach the browser. seasonDropdown filters by season.',
        { Episodes: { title: 'text', season: 'text', published: 'boolean' } },
        [
          { id: 'episodesRepeater', type: 'repeater' },
          { id: 'epTitle', type: 'text', parentId: 'episodesRepeater' },
          { id: 'seasonDropdown', type: 'dropdown' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Episodes', { title: 'Pilot', season: 'One', published: true });
          void page.data.insert('Episodes', { title: 'Secret', season: 'Two', published: false });
        },
      },
    );
    expect(result.instructions).toContain(
      'only admins can view content ("Admin": the web module reads the items for the page with suppressAuth and sends only the items whose `published` is true',
    );
    expect(result.backendCode).toContain(
      ".eq('published', true).limit(1000).distinct('season', { suppressAuth: true })",
    );
    const shown = (run.$w('#episodesRepeater') as unknown as { data: { title: string }[] }).data;
    expect(shown.map((e) => e.title)).toEqual(['Pilot']);
    const seasons = (run.$w('#seasonDropdown') as unknown as { options: { value: string }[] })
      .options;
    expect(seasons.map((o) => o.value)).not.toContain('Two');
  });
});
