import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * An item button opening a box on the page for its item (review 6): 'Clicking applyButton on a
 * job opens applyBox (collapsed at first) with that job's title in applyJobText; … saves an
 * application to Applications with the job reference.' Before, the button was left unused, a
 * click on the title opened a /jobs/{ID} page nobody asked for, and the application was saved
 * without its job.
 */

const jobBoard = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Job board. jobsRepeater shows open jobs (isOpen true) with title and location. Clicking applyButton on a job opens applyBox (collapsed at first) with that job's title in applyJobText; the visitor fills nameInput and emailInput and clicks submitApplicationButton, which saves an application to Applications with the job reference. applyStatusText shows the result.",
    {
      Jobs: { title: 'text', location: 'text', isOpen: 'boolean' },
      Applications: { job: 'reference', name: 'text', email: 'text' },
    },
    [
      { id: 'jobsRepeater', type: 'repeater' },
      { id: 'titleText', type: 'text', parentId: 'jobsRepeater' },
      { id: 'locationText', type: 'text', parentId: 'jobsRepeater' },
      { id: 'applyButton', type: 'button', parentId: 'jobsRepeater' },
      { id: 'applyBox', type: 'container' },
      { id: 'applyJobText', type: 'text', parentId: 'applyBox' },
      { id: 'nameInput', type: 'input', parentId: 'applyBox' },
      { id: 'emailInput', type: 'input', parentId: 'applyBox' },
      { id: 'submitApplicationButton', type: 'button', parentId: 'applyBox' },
      { id: 'applyStatusText', type: 'text', parentId: 'applyBox' },
    ],
    outputType,
  );

type Element = { text: string; value: string; collapsed: boolean; data: { _id: string }[] };

describe('template engine: an item button opening a box for its item', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'opens the apply box with the job and saves the application with it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(jobBoard(outputType), {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Jobs', { title: 'Baker', location: 'Leeds', isOpen: true });
          void page.data.insert('Jobs', { title: 'Chef', location: 'York', isOpen: true });
          void page.data.insert('Jobs', { title: 'Porter', location: 'Hull', isOpen: false });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
      const jobs = (await run.wixData.query('Jobs').find()).items;
      const chef = jobs.find((j) => j['title'] === 'Chef');
      expect(
        $('jobsRepeater')
          .data.map((j) => j._id)
          .sort(),
      ).toEqual(
        jobs
          .filter((j) => j['isOpen'])
          .map((j) => j._id)
          .sort(),
      );
      expect($('applyBox').collapsed).toBe(true);

      await run.fire('#titleText', 'click', { itemId: chef?._id });
      await run.fire('#applyButton', 'click', { itemId: chef?._id });
      await run.settle();
      expect(run.errors).toEqual([]);
      expect(run.navigations).toEqual([]);
      expect($('applyBox').collapsed).toBe(false);
      expect($('applyJobText').text).toBe('Chef');

      $('nameInput').value = 'Ada Lovelace';
      $('emailInput').value = 'ada@example.com';
      await run.fire('#submitApplicationButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Applications').find();
      expect(items).toEqual([expect.objectContaining({ name: 'Ada Lovelace', job: chef?._id })]);
      expect(result.instructions).toContain(
        'Click `applyButton` in an item: `applyBox` opens with its `title` in `applyJobText`, and what is sent from it is saved with that job.',
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "opens the box from a table row: fills the page's text and saves the application with the job (%s)",
    async (outputType) => {
      const request = pageRequest(
        'Job application: jobsTable lists open jobs with title, location and salary. Clicking a row fills jobTitleText and shows applyBox. applyBox has nameInput, emailInput and submitApplicationButton, which saves the application with the job.',
        {
          Jobs: { title: 'text', location: 'text', salary: 'number', open: 'boolean' },
          Applications: { name: 'text', email: 'text', job: 'reference' },
        },
        [
          { id: 'jobsTable', type: 'table' },
          { id: 'jobTitleText', type: 'text' },
          { id: 'applyBox', type: 'container' },
          { id: 'nameInput', type: 'input', parentId: 'applyBox' },
          { id: 'emailInput', type: 'input', parentId: 'applyBox' },
          { id: 'submitApplicationButton', type: 'button', parentId: 'applyBox' },
        ],
        outputType,
      );
      const { result, run } = await runGenerated(request, {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Jobs', { title: 'Baker', location: 'Leeds', open: true });
          void page.data.insert('Jobs', { title: 'Chef', location: 'York', open: true });
        },
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const $ = (id: string) =>
        run.$w(`#${id}`) as unknown as Element & { rows: Record<string, unknown>[] };
      expect($('applyBox').collapsed).toBe(true);
      const rowIndex = $('jobsTable').rows.findIndex((r) => r['title'] === 'Chef');
      await run.fire('#jobsTable', 'rowSelect', {
        rowIndex,
        rowData: $('jobsTable').rows[rowIndex],
      });
      await run.settle();
      expect(run.navigations).toEqual([]);
      expect([$('jobTitleText').text, $('applyBox').collapsed]).toEqual(['Chef', false]);
      $('nameInput').value = 'Ada Lovelace';
      $('emailInput').value = 'ada@example.com';
      await run.fire('#submitApplicationButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const chef = (await run.wixData.query('Jobs').eq('title', 'Chef').find()).items[0];
      expect((await run.wixData.query('Applications').find()).items).toEqual([
        expect.objectContaining({ name: 'Ada Lovelace', job: chef?._id }),
      ]);
      expect(result.instructions).toContain(
        'Click a row of `jobsTable`: `applyBox` opens with its `title` in `jobTitleText`, and what is sent from it is saved with that job.',
      );
      expect(result.instructions).not.toContain('Create the item page');
    },
  );
});

describe("template engine: an item's box showing a rich-text field", () => {
  it('sets it as HTML', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'tourRepeater lists Tours (name in tourName). Click detailsButton on a card to open the detailBox showing detailName and detailDescription.',
        { Tours: { name: 'text', description: 'rich-text' } },
        [
          { id: 'tourRepeater', type: 'repeater' },
          { id: 'tourName', type: 'text', parentId: 'tourRepeater' },
          { id: 'detailsButton', type: 'button', parentId: 'tourRepeater' },
          { id: 'detailBox', type: 'container' },
          { id: 'detailName', type: 'text', parentId: 'detailBox' },
          { id: 'detailDescription', type: 'text', parentId: 'detailBox' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Tours', { _id: 't1', name: 'Bay', description: '<p>Calm</p>' }),
      },
    );
    await run.fire('#detailsButton', 'click', { itemId: 't1' });
    await run.settle();
    expect((run.$w('#detailDescription') as unknown as { html: string }).html).toBe('<p>Calm</p>');
  });
});
