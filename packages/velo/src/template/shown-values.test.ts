import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Values shown as text. Numbers that name rather than measure: a film's year showed as '2,019'
 * and a room number as '1,204', grouped like amounts (an amount keeps its grouping). And 'the
 * date submitted' on items with no date field showed the next text field (the unit).
 */

describe('template engine: values shown as text', () => {
  it('shows years and room numbers as written, and groups amounts', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'filmsRepeater lists Films: filmTitle, filmYear, filmRoom (roomNumber) and filmViews (views).',
        { Films: { title: 'text', year: 'number', roomNumber: 'number', views: 'number' } },
        [
          { id: 'filmsRepeater', type: 'repeater' },
          { id: 'filmTitle', type: 'text', parentId: 'filmsRepeater' },
          { id: 'filmYear', type: 'text', parentId: 'filmsRepeater' },
          { id: 'filmRoom', type: 'text', parentId: 'filmsRepeater' },
          { id: 'filmViews', type: 'text', parentId: 'filmsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Films', {
            title: 'Parasite',
            year: 2019,
            roomNumber: 1204,
            views: 1500000,
          }),
      },
    );
    expect(run.errors).toEqual([]);
    const shown = ['filmYear', 'filmRoom', 'filmViews'].flatMap((id) =>
      repeatedTexts(run, 'filmsRepeater', id),
    );
    expect(shown).toEqual(['2019', '1204', (1500000).toLocaleString()]);
  });

  it("shows 'the date submitted' as the day the item was saved when no field holds a date", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'requestsRepeater shows the Requests, newest first, with category (reqCategory) and the date submitted (reqDate).',
        { Requests: { unit: 'text', category: 'text' } },
        [
          { id: 'requestsRepeater', type: 'repeater' },
          { id: 'reqCategory', type: 'text', parentId: 'requestsRepeater' },
          { id: 'reqDate', type: 'text', parentId: 'requestsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('Requests', { unit: '4B', category: 'Heating' }),
      },
    );
    expect(run.errors).toEqual([]);
    const shown = repeatedTexts(run, 'requestsRepeater', 'reqDate');
    expect(shown).toEqual([new Date().toLocaleDateString()]);
  });

  it("shows a rating 'as '8/10'': the value, then the example's words after it", async () => {
    const { run } = await runGenerated(
      pageRequest(
        "#notesRepeater shows the TastingNotes (name, rating as '8/10').",
        { TastingNotes: { wineName: 'text', rating: 'number' } },
        [
          { id: 'notesRepeater', type: 'repeater' },
          { id: 'noteWine', type: 'text', parentId: 'notesRepeater' },
          { id: 'noteRating', type: 'text', parentId: 'notesRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('TastingNotes', { wineName: 'Rioja', rating: 8 }),
      },
    );
    expect(run.errors).toEqual([]);
    const shown = repeatedTexts(run, 'notesRepeater', 'noteRating');
    expect(shown).toEqual(['8/10']);
  });

  it("shows an amount 'formatted as money' as dollars when no currency is named", async () => {
    const { run } = await runGenerated(
      pageRequest(
        'jobsRepeater lists the RepairJobs with status and the quoted cost in costText (formatted as money).',
        { RepairJobs: { status: 'text', cost: 'number' } },
        [
          { id: 'jobsRepeater', type: 'repeater' },
          { id: 'statusText', type: 'text', parentId: 'jobsRepeater' },
          { id: 'costText', type: 'text', parentId: 'jobsRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => void page.data.insert('RepairJobs', { status: 'Ready', cost: 1250 }),
      },
    );
    expect(run.errors).toEqual([]);
    const shown = repeatedTexts(run, 'jobsRepeater', 'costText');
    expect(shown).toEqual([
      (1250).toLocaleString(undefined, { style: 'currency', currency: 'USD' }),
    ]);
  });
});
