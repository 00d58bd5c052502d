import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { parsedSites } from '../fixtures/sites';
import { buildStructure } from '../structure';
import { readPrompt } from './keywords';
import { planSite } from './plan';

const planOf = (name: string) => {
  const site = parsedSites().find((s) => s.name === name);
  if (!site) throw new Error(`no fixture ${name}`);
  return planSite(site.request, buildStructure(site.request));
};

describe('template engine: feature planning', () => {
  it('reads features from prompt keywords', () => {
    const p = readPrompt(
      'Search by name, filter by category, sort by price, 6 at a time with load more; show a count.',
    );
    expect(p).toMatchObject({
      search: true,
      filter: true,
      sort: true,
      loadMore: true,
      count: true,
      pageSize: 6,
    });
    expect(p.sortWords[0]).toBe('price');
    expect(readPrompt('auto-advance every 6 seconds').autoAdvanceMs).toBe(6000);
    expect(readPrompt('a load more button that appends 9 more').pageSize).toBe(9);
    // A noun between the number and 'per page' (review 4: these read as no size, so 12).
    for (const [said, size] of [
      ['Show 6 products per page', 6],
      ['show 12 recipes at a time', 12],
      ['20 rows per page', 20],
      ['show 6 products on each page', 6],
      ['a page size of 8', 8],
    ] as const)
      expect(readPrompt(said).pageSize, said).toBe(size);
    expect(readPrompt('a slider with previous and next buttons').pagination).toBe(false);
    for (const paged of ['6 per page', 'a "Page X of Y" label', 'previous and next buttons']) {
      expect(readPrompt(paged).pagination, paged).toBe(true);
    }
    expect(readPrompt('opens the lightbox named "Member Profile"').lightboxes).toMatchObject([
      { name: 'Member Profile' },
    ]);
    expect(readPrompt('upcoming events, soonest first')).toMatchObject({
      upcoming: true,
      oldestFirst: true,
    });
  });

  it('plans the store catalogue: search, dropdown filter, sort, load more, count', () => {
    const [list] = planOf('store-catalogue').lists;
    expect(list?.collection?.name).toBe('Products');
    expect(list?.search).toEqual({
      inputId: 'searchInput',
      fields: ['name'],
      minChars: 0,
      onEnter: false,
      whileTyping: true,
      remember: null,
      fromUrl: null,
    });
    expect(list?.filters.map((f) => [f.elementId, f.field.key, f.op])).toEqual([
      ['categoryDropdown', 'category', 'eq'],
    ]);
    expect(list?.sortDropdownId).toBe('sortDropdown');
    expect(list?.defaultSort).toEqual({ field: 'price', order: 'asc' });
    expect(list?.loadMore?.id).toBe('loadMoreButton');
    expect(list?.countTextId).toBe('resultsCountText');
    expect(list?.pageSize).toBe(12);
  });

  it('matches repeater children to fields by name and type', () => {
    const [list] = planOf('blog').lists;
    expect(list?.bindings.map((b) => [b.elementId, b.field.key])).toEqual([
      ['postImage', 'coverImage'],
      ['postTitle', 'title'],
      ['postExcerpt', 'excerpt'],
      ['postDate', 'publishedDate'],
      ['authorName', 'author'],
    ]);
    expect(list?.includes).toEqual(['author']);
    expect(list?.actions).toEqual([
      { kind: 'navigate', buttonId: 'readMoreButton', pathPrefix: '/posts', fields: ['slug'] },
    ]);
    expect(list?.defaultSort).toEqual({ field: 'publishedDate', order: 'desc' });
  });

  it('plans forms with field mapping, validation and steps', () => {
    const [booking] = planOf('booking-form').forms;
    expect(booking?.collection?.name).toBe('Bookings');
    expect(booking?.inputs.map((i) => [i.elementId, i.field?.key, i.kind, i.required])).toEqual([
      ['guestNameInput', 'guestName', 'text', true],
      ['guestEmailInput', 'guestEmail', 'email', true],
      ['bookingDateInput', 'bookingDate', 'date', true],
      ['guestsInput', 'guests', 'number', true],
      ['serviceDropdown', 'service', 'choice', true],
      ['notesInput', 'notes', 'text', false],
    ]);
    expect(booking?.inputs.find((i) => i.elementId === 'guestsInput')?.range).toEqual([1, 12]);
    expect(booking?.inputs.find((i) => i.elementId === 'serviceDropdown')?.options).toMatchObject({
      kind: 'collection',
      collection: 'Services',
      labelField: 'title',
    });
    const [signup] = planOf('multi-step-form').forms;
    expect(signup?.steps).toEqual([
      { boxId: 'stepOneBox', nextId: 'nextButton', backId: null, errorTextId: null },
      { boxId: 'stepTwoBox', nextId: null, backId: 'backButton', errorTextId: null },
    ]);
    expect(signup?.submitId).toBe('submitButton');
  });

  it('plans id-only forms, filters, toggles, spotlights and lightboxes', () => {
    const newsletter = planOf('newsletter-landing');
    expect(newsletter.forms[0]).toMatchObject({
      id: null,
      submitId: 'subscribeButton',
      statusTextId: 'thankYouText',
    });
    const jobs = planOf('job-board');
    expect(jobs.lists[0]?.filters.map((f) => [f.elementId, f.op, f.key])).toEqual([
      ['jobTypeRadio', 'eq', 'jobType'],
      ['remoteCheckbox', 'eq', 'remote'],
      ['minSalarySlider', 'ge', 'minSalary'],
    ]);
    expect(jobs.toggles).toEqual([
      {
        buttonId: 'toggleFiltersButton',
        targetId: 'filtersBox',
        mode: 'toggle',
        startCollapsed: false,
        remember: null,
      },
    ]);
    const recipes = planOf('recipes').lists[0];
    expect(recipes?.filters.map((f) => [f.elementId, f.op, f.options?.kind])).toEqual([
      ['tagDropdown', 'hasSome', 'tags'],
      ['categoryRadio', 'eq', 'collection'],
    ]);
    expect(recipes?.clearId).toBe('clearFiltersButton');
    const slider = planOf('testimonials-slider').spotlights[0];
    expect(slider).toMatchObject({
      prevId: 'prevButton',
      nextId: 'nextButton',
      autoAdvanceMs: 6000,
    });
    expect(planOf('team-page').lightboxes).toEqual(['Member Profile']);
    expect(planOf('faq').lists[0]?.actions).toEqual([
      { kind: 'toggle', buttonId: 'toggleAnswerButton', targetId: 'answerText', onlyOne: false },
    ]);
    expect(planOf('events').lists[0]).toMatchObject({
      pageSize: 6,
      dateWindow: { field: 'eventDate', from: { unit: 'day', offset: 0 }, to: null },
      loadMore: { id: 'loadMoreEventsButton', onView: false },
    });
  });

  it('opens the lightbox the prompt ties to an item button, whatever the button is called', () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'List the jobs in the repeater. Each job has an Apply button that opens the "Apply" lightbox with the job id.',
      outputType: 'velo',
      collections: [{ name: 'Jobs', fields: [{ id: 'title', type: 'text' }] }],
      elementIds: ['jobsRepeater', 'jobTitle', 'applyButton'],
      elementHierarchy: {
        elements: [
          { id: 'jobsRepeater', type: 'repeater' },
          { id: 'jobTitle', type: 'text', parentId: 'jobsRepeater' },
          { id: 'applyButton', type: 'button', parentId: 'jobsRepeater' },
        ],
      },
    });
    const plan = planSite(request, buildStructure(request));
    expect(plan.lists[0]?.actions).toEqual([
      { kind: 'lightbox', buttonId: 'applyButton', name: 'Apply', passesId: false, answer: null },
    ]);
    expect(plan.itemPages).toEqual([]);
  });

  it('gives a load more button to the list the prompt puts it under, not the first list', () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Blog: the featured posts in the gallery, and all posts in the repeater with a load more button under the posts.',
      outputType: 'velo',
      collections: [
        {
          name: 'Posts',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'cover', type: 'image' },
          ],
        },
      ],
      elementIds: ['featuredGallery', 'postsRepeater', 'postTitle', 'loadMoreBtn'],
      elementHierarchy: {
        elements: [
          { id: 'featuredGallery', type: 'gallery' },
          { id: 'postsRepeater', type: 'repeater' },
          { id: 'postTitle', type: 'text', parentId: 'postsRepeater' },
          { id: 'loadMoreBtn', type: 'button' },
        ],
      },
    });
    const plan = planSite(request, buildStructure(request));
    const loadMore = Object.fromEntries(plan.lists.map((l) => [l.id, l.loadMore?.id ?? null]));
    expect(loadMore).toEqual({ featuredGallery: null, postsRepeater: 'loadMoreBtn' });
  });

  it('reads sort button order from the first order word, and leaves "go"/"cart" buttons alone', () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Products in the repeater, filter them by category. Sort buttons: high to low and low to high. The cart button opens the cart page; go to cart button too.',
      outputType: 'velo',
      collections: [
        {
          name: 'Products',
          fields: [
            { id: 'title', type: 'text' },
            { id: 'category', type: 'text' },
            { id: 'price', type: 'number' },
          ],
        },
      ],
      elementIds: [
        'productsRepeater',
        'titleText',
        'categoryDropdown',
        'sortPriceHighToLowButton',
        'sortPriceLowToHighButton',
        'cartButton',
        'wishlistButton',
        'goToCartButton',
      ],
      elementHierarchy: {
        elements: [
          { id: 'productsRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'productsRepeater' },
          { id: 'categoryDropdown', type: 'dropdown' },
          { id: 'sortPriceHighToLowButton', type: 'button' },
          { id: 'sortPriceLowToHighButton', type: 'button' },
          { id: 'cartButton', type: 'button' },
          { id: 'wishlistButton', type: 'button' },
          { id: 'goToCartButton', type: 'button' },
        ],
      },
    });
    const plan = planSite(request, buildStructure(request));
    const list = plan.lists[0];
    expect(list?.sortButtons.map((b) => [b.id, b.order])).toEqual([
      ['sortPriceHighToLowButton', 'desc'],
      ['sortPriceLowToHighButton', 'asc'],
    ]);
    expect(list?.applyId).toBeNull();
    expect(list?.filters.map((f) => f.control)).toEqual(['dropdown']);
  });

  it('pages a list one way: load more or next/previous, never both', () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Recipes in the repeater, 4 per page, with next and previous buttons and a load more button.',
      outputType: 'velo',
      collections: [{ name: 'Recipes', fields: [{ id: 'title', type: 'text' }] }],
      elementIds: ['recipesRepeater', 'titleText', 'nextButton', 'prevButton', 'loadMoreButton'],
      elementHierarchy: {
        elements: [
          { id: 'recipesRepeater', type: 'repeater' },
          { id: 'titleText', type: 'text', parentId: 'recipesRepeater' },
          { id: 'nextButton', type: 'button' },
          { id: 'prevButton', type: 'button' },
          { id: 'loadMoreButton', type: 'button' },
        ],
      },
    });
    const [list] = planSite(request, buildStructure(request)).lists;
    expect(list?.loadMore !== null && (list?.nextId !== null || list?.prevId !== null)).toBe(false);
  });
});
