import type { Page } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A button in each item that adds the member's own row about it ('registerButton registers the
 * logged-in member for that event'): run in the preview as a visitor who logs in on the click,
 * and as a member coming back.
 */

type Button = { label: string; enabled: boolean };
type Repeater = {
  forEachItem(cb: ($item: (s: string) => Button, item: { _id: string }) => void): void;
};

const eventsPage = (outputType: 'velo' | 'frontend_backend') => {
  const elements = [
    { id: 'eventsRepeater', type: 'repeater' },
    { id: 'eventTitle', type: 'text', parentId: 'eventsRepeater' },
    { id: 'registerButton', type: 'button', parentId: 'eventsRepeater' },
  ];
  return ZGenerationRequest.parse({
    prompt:
      'Events page: eventsRepeater shows the events (title). Each item has a registerButton: clicking it registers the logged-in member for that event (adds a row to Registrations with the event). If the member is already registered, the button says "Registered" and is disabled. Visitors who are not logged in are asked to log in first.',
    outputType,
    includeInstructions: true,
    collections: [
      { name: 'Events', fields: [{ id: 'title', type: 'text' }] },
      { name: 'Registrations', fields: [{ id: 'event', type: 'reference' }] },
    ],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

const seedEvents = (page: Page) => {
  for (const [_id, title] of [
    ['e1', 'Workshop'],
    ['e2', 'Talk'],
  ])
    void page.data.insert('Events', { _id, title });
};

/** Each item's button, by the item's _id. */
function buttons(repeater: Repeater): Record<string, Button> {
  const found: Record<string, Button> = {};
  repeater.forEachItem(($item, item) => (found[item._id] = $item('#registerButton')));
  return found;
}

describe('template engine: an item button for the member’s own row', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'adds the session to MyAgenda and takes it back, never removing the session (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          "Conference schedule. sessionsRepeater shows Sessions (title). Each item has an addButton: logged-in attendees add the session to MyAgenda (session, memberId), or remove it if it's already there (label 'Remove').",
          { Sessions: { title: 'text' }, MyAgenda: { session: 'reference', memberId: 'text' } },
          [
            { id: 'sessionsRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'sessionsRepeater' },
            { id: 'addButton', type: 'button', parentId: 'sessionsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          member: { _id: 'm-3' },
          beforeRun: (page) => void page.data.insert('Sessions', { _id: 's1', title: 'Keynote' }),
        },
      );
      const label = () => {
        let text = '';
        (run.$w('#sessionsRepeater') as unknown as Repeater).forEachItem(
          ($item) => (text = $item('#addButton').label),
        );
        return text;
      };
      expect(label()).toBe('Add');
      await run.fire('#addButton', 'click', { itemId: 's1' });
      await run.settle();
      expect(label()).toBe('Remove');
      const rows = await run.wixData.query('MyAgenda').find();
      expect(rows.items.map((r) => [r['session'], r['memberId']])).toEqual([['s1', 'm-3']]);
      await run.fire('#addButton', 'click', { itemId: 's1' });
      await run.settle();
      expect(label()).toBe('Add');
      expect(await run.wixData.query('MyAgenda').count()).toBe(0);
      expect(await run.wixData.query('Sessions').count()).toBe(1);
      expect(run.errors).toEqual([]);
      expect(`${result.frontendCode}${result.backendCode}`).not.toContain("remove('Sessions'");
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "inserts 'a row into Signups with the opportunity reference and their member id' (%s)",
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "Opportunities are listed in opportunitiesRepeater (titleText, signUpButton in each item). When a logged-in member clicks signUpButton, insert a row into Signups with the opportunity reference and their member id, and change that button's label to 'Signed up' and disable it.",
          {
            Opportunities: { title: 'text' },
            Signups: { opportunity: 'reference', memberId: 'text' },
          },
          [
            { id: 'opportunitiesRepeater', type: 'repeater' },
            { id: 'titleText', type: 'text', parentId: 'opportunitiesRepeater' },
            { id: 'signUpButton', type: 'button', parentId: 'opportunitiesRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          member: { _id: 'm-7' },
          beforeRun: (page) =>
            void page.data.insert('Opportunities', { _id: 'o1', title: 'Beach' }),
        },
      );
      await run.fire('#signUpButton', 'click', { itemId: 'o1' });
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('Signups').find();
      expect(items.map((i) => [i['opportunity'], i['memberId']])).toEqual([['o1', 'm-7']]);
      const button = { label: '', enabled: true };
      (run.$w('#opportunitiesRepeater') as unknown as Repeater).forEachItem(($item) =>
        Object.assign(button, {
          label: $item('#signUpButton').label,
          enabled: $item('#signUpButton').enabled,
        }),
      );
      expect(button).toEqual({ label: 'Signed up', enabled: false });
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'lets a visitor log in and register once; the events stay public (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(eventsPage(outputType), {
        itemsPerCollection: 0,
        beforeRun: seedEvents,
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const repeater = run.$w('#eventsRepeater') as unknown as Repeater;
      expect(Object.keys(buttons(repeater)).sort()).toEqual(['e1', 'e2']);
      await run.fire('#registerButton', 'click', { itemId: 'e1' });
      await run.settle();
      await run.fire('#registerButton', 'click', { itemId: 'e1' });
      await run.settle();
      expect(run.errors).toEqual([]);
      const shown = buttons(repeater);
      expect(shown['e1']).toMatchObject({ label: 'Registered', enabled: false });
      expect(shown['e2']?.label).not.toBe('Registered');
      const { items } = await run.wixData.query('Registrations').find();
      expect(items.map((i) => i['event'])).toEqual(['e1']);
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          'export const getEvents = webMethod(Permissions.Anyone',
        );
        expect(result.backendCode).toContain(
          'export const addRegistration = webMethod(Permissions.SiteMember',
        );
      }
      expect(result.instructions).toContain(
        'only the item\'s author can view content ("Site member author": each member sees only their own); site members can add content',
      );
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    'shows a returning member the events they are registered for (%s)',
    async (outputType) => {
      const { run } = await runGenerated(eventsPage(outputType), {
        itemsPerCollection: 0,
        member: true,
        beforeRun: (page) => {
          seedEvents(page);
          // Registered on an earlier visit, by this member (the run's inserts are the member's).
          void page.data.insert('Registrations', { event: 'e2' });
        },
      });
      expect(run.errors).toEqual([]);
      const shown = buttons(run.$w('#eventsRepeater') as unknown as Repeater);
      expect(shown['e2']).toMatchObject({ label: 'Registered', enabled: false });
      expect(shown['e1']?.enabled).toBe(true);
    },
  );

  it('a favourite toggles: a second click takes it back', async () => {
    const elements = [
      { id: 'recipesRepeater', type: 'repeater' },
      { id: 'recipeName', type: 'text', parentId: 'recipesRepeater' },
      { id: 'heartButton', type: 'button', parentId: 'recipesRepeater' },
    ];
    const request = ZGenerationRequest.parse({
      prompt:
        'recipesRepeater lists recipes (name). heartButton saves the recipe to the member\'s Favorites and shows "♥ Saved"; clicking again removes it and shows "♡ Save".',
      outputType: 'frontend_backend',
      collections: [
        { name: 'Recipes', fields: [{ id: 'name', type: 'text' }] },
        { name: 'Favorites', fields: [{ id: 'recipe', type: 'reference' }] },
      ],
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
    });
    const { result, run } = await runGenerated(request, {
      itemsPerCollection: 0,
      member: true,
      beforeRun: (page) => void page.data.insert('Recipes', { _id: 'r1', name: 'Soup' }),
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const heart = () => {
      let label = '';
      (run.$w('#recipesRepeater') as unknown as Repeater).forEachItem(
        ($item) => (label = $item('#heartButton').label),
      );
      return label;
    };
    expect(heart()).toBe('♡ Save');
    await run.fire('#heartButton', 'click', { itemId: 'r1' });
    await run.settle();
    expect(heart()).toBe('♥ Saved');
    expect((await run.wixData.query('Favorites').find()).items).toHaveLength(1);
    await run.fire('#heartButton', 'click', { itemId: 'r1' });
    await run.settle();
    expect(heart()).toBe('♡ Save');
    expect((await run.wixData.query('Favorites').find()).items).toHaveLength(0);
    expect(run.errors).toEqual([]);
  });

  it.each(['velo', 'frontend_backend'] as const)(
    "'saves an Enrollments row' writes the row once: a second click never removes it (%s)",
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Pottery workshops list in #workshopsRepeater (title, date). #enrollButton in each card saves an Enrollments row (workshop) for the logged-in member only.',
          { Workshops: { title: 'text', date: 'date' }, Enrollments: { workshop: 'reference' } },
          [
            { id: 'workshopsRepeater', type: 'repeater' },
            { id: 'wTitle', type: 'text', parentId: 'workshopsRepeater' },
            { id: 'wDate', type: 'text', parentId: 'workshopsRepeater' },
            { id: 'enrollButton', type: 'button', parentId: 'workshopsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          member: true,
          beforeRun: (page) => void page.data.insert('Workshops', { _id: 'w1', title: 'Wheel' }),
        },
      );
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      for (let click = 0; click < 2; click++) {
        await run.fire('#enrollButton', 'click', { itemId: 'w1' });
        await run.settle();
      }
      expect(run.errors).toEqual([]);
      expect((await run.wixData.query('Enrollments').find()).items).toHaveLength(1);
      let label = '';
      (run.$w('#workshopsRepeater') as unknown as Repeater).forEachItem(
        ($item) => (label = $item('#enrollButton').label),
      );
      expect(label).toBe('Enrolled');
      expect(result.instructions).not.toContain('removes');
    },
  );

  it("keeps the recipes public when the favourites are the member's, and reads the label said 'otherwise'", async () => {
    const elements = [
      { id: 'recipesRepeater', type: 'repeater' },
      { id: 'recipeTitle', type: 'text', parentId: 'recipesRepeater' },
      { id: 'favButton', type: 'button', parentId: 'recipesRepeater' },
    ];
    const request = ZGenerationRequest.parse({
      prompt:
        "recipesRepeater shows recipes with recipeTitle. Logged-in members can click favButton to add a recipe to their favourites; clicking again removes it. The button label is 'Saved' when it is a favourite and 'Save' otherwise. Only the member's favourite recipes are marked. Visitors who are not logged in get the login prompt when they click favButton.",
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: [
        { name: 'Recipes', fields: [{ id: 'title', type: 'text' }] },
        { name: 'Favorites', fields: [{ id: 'recipe', type: 'reference' }] },
      ],
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements },
    });
    const { result, run } = await runGenerated(request, {
      itemsPerCollection: 0,
      beforeRun: (page) => void page.data.insert('Recipes', { _id: 'r1', title: 'Soup' }),
    });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    expect(result.backendCode).toContain('export const getRecipes = webMethod(Permissions.Anyone');
    let label = '';
    (run.$w('#recipesRepeater') as unknown as Repeater).forEachItem(
      ($item) => (label = $item('#favButton').label),
    );
    expect(label).toBe('Save');
  });

  it('is no join when a visitor fills the row in: nobody is asked to log in', async () => {
    const { result } = await runGenerated(
      pageRequest(
        "slotsRepeater shows the time slots. bookSlotButton books it: it saves a booking with the slot and the visitor's email from emailInput.",
        { Slots: { time: 'text' }, Bookings: { slot: 'reference', email: 'text' } },
        [
          { id: 'emailInput', type: 'input' },
          { id: 'slotsRepeater', type: 'repeater' },
          { id: 'slotTimeText', type: 'text', parentId: 'slotsRepeater' },
          { id: 'bookSlotButton', type: 'button', parentId: 'slotsRepeater' },
        ],
      ),
    );
    expect(result.frontendCode).not.toContain('promptLogin');
    expect(result.frontendCode).not.toContain('currentMember');
  });
});
