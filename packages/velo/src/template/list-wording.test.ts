import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Lists as prompts describe them: an accordion ('clicking a question expands its answer'), a
 * search over the fields it names without 'by' ('searches title and body'), and conditions
 * written out ('open jobs (isOpen = true)'). Run in the preview.
 */

const list = (
  prompt: string,
  collection: { name: string; fields: [string, string][] },
  children: string[],
  extra: { id: string; type: string; parentId?: string }[] = [],
) => {
  const elements = [
    { id: 'itemsRepeater', type: 'repeater' },
    ...children.map((id) => ({ id, type: 'text', parentId: 'itemsRepeater' })),
    ...extra,
  ];
  return ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [
      { name: collection.name, fields: collection.fields.map(([id, type]) => ({ id, type })) },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

type Shown = { collapsed: boolean };
type Repeater = {
  data: Record<string, unknown>[];
  forEachItem(cb: ($item: (s: string) => Shown, item: Record<string, unknown>) => void): void;
};

/** Whether each item's answer is open, in the repeater's order. */
function openAnswers(repeater: Repeater): boolean[] {
  const state: boolean[] = [];
  repeater.forEachItem(($item) => state.push(!$item('#answerText').collapsed));
  return state;
}

describe('template engine: lists as prompts word them', () => {
  it('opens and closes an answer when its question is clicked, all closed at first', async () => {
    const { result, run } = await runGenerated(
      list(
        'FAQ page: list the Faqs in itemsRepeater. Answers start collapsed; clicking a question expands its answer and clicking again collapses it.',
        {
          name: 'Faqs',
          fields: [
            ['question', 'text'],
            ['answer', 'text'],
          ],
        },
        ['questionText', 'answerText'],
      ),
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const repeater = run.$w('#itemsRepeater') as unknown as Repeater;
    const open = () => openAnswers(repeater);
    expect(open().every((o) => !o)).toBe(true);
    const first = String(repeater.data[0]?._id);
    await run.fire('#questionText', 'click', { itemId: first });
    expect(run.errors).toEqual([]);
    expect(open().filter(Boolean)).toHaveLength(1);
    await run.fire('#questionText', 'click', { itemId: first });
    expect(open().every((o) => !o)).toBe(true);
  });

  it('opens one answer at a time, from its question or its arrow button (not an item page)', async () => {
    const { result, run } = await runGenerated(
      list(
        'FAQ page: itemsRepeater lists the Faqs. Each item shows questionText and answerText; answers start collapsed. Clicking questionText or the arrowButton expands the answer and collapses any other open answer (only one open at a time). Clicking again collapses it.',
        {
          name: 'Faqs',
          fields: [
            ['question', 'text'],
            ['answer', 'text'],
          ],
        },
        ['questionText', 'answerText'],
        [{ id: 'arrowButton', type: 'button', parentId: 'itemsRepeater' }],
      ),
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const repeater = run.$w('#itemsRepeater') as unknown as Repeater;
    const open = () => openAnswers(repeater);
    const [first, second] = repeater.data.map((item) => String(item._id));
    await run.fire('#arrowButton', 'click', { itemId: first });
    expect(open().slice(0, 2)).toEqual([true, false]);
    await run.fire('#questionText', 'click', { itemId: second });
    expect(open().slice(0, 2)).toEqual([false, true]);
    expect(open().filter(Boolean)).toHaveLength(1);
    await run.fire('#arrowButton', 'click', { itemId: second });
    expect(open().every((o) => !o)).toBe(true);
    expect(run.errors).toEqual([]);
    expect(run.navigations).toEqual([]);
    expect(result.instructions).not.toContain('Create the item page');
  });

  it.each([
    'Knowledge base: articles in itemsRepeater. The searchBox searches title and body.',
    'Search as you type: while the visitor types in searchBox, filter itemsRepeater to articles whose title or body contains the text.',
  ])('searches every field the prompt names: %s', async (prompt) => {
    const { run } = await runGenerated(
      list(
        prompt,
        {
          name: 'Articles',
          fields: [
            ['title', 'text'],
            ['body', 'text'],
          ],
        },
        ['articleTitle'],
        [{ id: 'searchBox', type: 'input' }],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Articles', { title: 'Billing', body: 'Refunds take a week.' });
          void page.data.insert('Articles', { title: 'Refund policy', body: 'Thirty days.' });
          void page.data.insert('Articles', { title: 'Shipping', body: 'Two days.' });
        },
      },
    );
    (run.$w('#searchBox') as unknown as { value: string }).value = 'refund';
    await run.fire('#searchBox', 'input');
    await run.settle();
    const titles = (run.$w('#itemsRepeater') as unknown as Repeater).data.map((a) => a['title']);
    expect(titles.sort()).toEqual(['Billing', 'Refund policy']);
  });

  it('keeps only the items a written-out condition allows', async () => {
    const { run } = await runGenerated(
      list(
        'job board. list open jobs (isOpen = true) from Jobs in the itemsRepeater.',
        {
          name: 'Jobs',
          fields: [
            ['title', 'text'],
            ['isOpen', 'boolean'],
          ],
        },
        ['jobTitle'],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Jobs', { title: 'Baker', isOpen: true });
          void page.data.insert('Jobs', { title: 'Cook', isOpen: false });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const titles = (run.$w('#itemsRepeater') as unknown as Repeater).data.map((j) => j['title']);
    expect(titles).toEqual(['Baker']);
  });

  it.each([
    ['Dishes marked as not available should not be shown.', ['Soup']],
    ['Unavailable dishes are hidden.', ['Soup']],
    ['Hide dishes marked available.', ['Stew']],
  ])('hides the items a sentence hides by a yes/no field: %s', async (rule, shown) => {
    const { run } = await runGenerated(
      list(
        `Show the dishes from Menu in the itemsRepeater with the name in dishName. ${rule}`,
        {
          name: 'Menu',
          fields: [
            ['name', 'text'],
            ['available', 'boolean'],
          ],
        },
        ['dishName'],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Menu', { name: 'Soup', available: true });
          void page.data.insert('Menu', { name: 'Stew' });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const names = (run.$w('#itemsRepeater') as unknown as Repeater).data.map((d) => d['name']);
    expect(names).toEqual(shown);
  });

  it('searches every part of a name when the prompt says "by name" and none is called name', async () => {
    const { run } = await runGenerated(
      list(
        'Show the Members in itemsRepeater. nameSearchInput filters by name while typing.',
        {
          name: 'Members',
          fields: [
            ['firstName', 'text'],
            ['lastName', 'text'],
          ],
        },
        ['memberName'],
        [{ id: 'nameSearchInput', type: 'input' }],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Members', { firstName: 'Ada', lastName: 'Lovelace' });
          void page.data.insert('Members', { firstName: 'Alan', lastName: 'Turing' });
        },
      },
    );
    await run.setValue('#nameSearchInput', 'Turing');
    await run.fire('#nameSearchInput', 'input');
    await run.settle();
    expect(run.errors).toEqual([]);
    const names = (run.$w('#itemsRepeater') as unknown as Repeater).data.map((m) => m['firstName']);
    expect(names).toEqual(['Alan']);
  });

  it('leaves a condition a checkbox applies to the checkbox, not every load', async () => {
    const { run } = await runGenerated(
      list(
        'List the stores in itemsRepeater. An openNowCheckbox that, when checked, only shows stores where isOpen is true.',
        {
          name: 'Stores',
          fields: [
            ['name', 'text'],
            ['isOpen', 'boolean'],
          ],
        },
        ['storeName'],
        [{ id: 'openNowCheckbox', type: 'checkbox' }],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) => {
          void page.data.insert('Stores', { name: 'Open One', isOpen: true });
          void page.data.insert('Stores', { name: 'Closed One', isOpen: false });
        },
      },
    );
    expect(run.errors).toEqual([]);
    const names = () =>
      (run.$w('#itemsRepeater') as unknown as Repeater).data.map((s) => s['name']).sort();
    expect(names()).toEqual(['Closed One', 'Open One']);
    await run.setValue('#openNowCheckbox', true);
    await run.settle();
    expect(names()).toEqual(['Open One']);
  });

  it('counts in the words the prompt quotes ("12 results")', async () => {
    const { run } = await runGenerated(
      list(
        'Show the articles in itemsRepeater. Show the number of matches in resultCountText like "12 results".',
        { name: 'Articles', fields: [['title', 'text']] },
        ['articleTitle'],
        [{ id: 'resultCountText', type: 'text' }],
      ),
      { itemsPerCollection: 3 },
    );
    expect(run.errors).toEqual([]);
    expect((run.$w('#resultCountText') as unknown as { text: string }).text).toBe('3 results');
  });

  it("leaves 'the number of unfinished articles' out, rather than counting them all, and says so", async () => {
    const { result, run } = await runGenerated(
      list(
        'Show the articles in itemsRepeater. Show the number of unfinished articles in resultCountText.',
        { name: 'Articles', fields: [['title', 'text']] },
        ['articleTitle'],
        [{ id: 'resultCountText', type: 'text' }],
      ),
      { itemsPerCollection: 3 },
    );
    expect(run.errors).toEqual([]);
    expect(result.frontendCode).not.toContain('#resultCountText');
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#resultCountText'"),
    ]);
  });

  it('shows a loading text during each load and hides it once the items are in', async () => {
    const { result, run } = await runGenerated(
      list(
        'Show the articles in itemsRepeater. Show loadingText while the articles load.',
        { name: 'Articles', fields: [['title', 'text']] },
        ['articleTitle'],
        [{ id: 'loadingText', type: 'text' }],
      ),
      { itemsPerCollection: 3 },
    );
    expect(run.errors).toEqual([]);
    const body = result.frontendCode.slice(
      result.frontendCode.indexOf('async function loadArticles'),
    );
    expect(body.indexOf("$w('#loadingText').show();")).toBeLessThan(body.indexOf('.find()'));
    expect((run.$w('#loadingText') as unknown as { hidden: boolean }).hidden).toBe(true);
    expect((run.$w('#itemsRepeater') as unknown as Repeater).data).toHaveLength(3);
  });
});

describe("template engine: a count quoted as 'Showing 12 of 40 businesses'", () => {
  it('counts the items shown in the quoted words, never as "ofs"', async () => {
    const { run } = await runGenerated(
      pageRequest(
        "#bizRepeater shows Businesses: name. #countText shows 'Showing 12 of 40 businesses'.",
        { Businesses: { name: 'text' } },
        [
          { id: 'bizRepeater', type: 'repeater' },
          { id: 'bizName', type: 'text', parentId: 'bizRepeater' },
          { id: 'countText', type: 'text' },
        ],
      ),
      { itemsPerCollection: 3 },
    );
    expect(run.errors).toEqual([]);
    expect((run.$w('#countText') as unknown as { text: string }).text).toBe('Showing 3 businesses');
  });
});
