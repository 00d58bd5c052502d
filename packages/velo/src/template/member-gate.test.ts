import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { pageRequest, runGenerated } from './test-support';

/**
 * A members-only page asks who is signed in before it loads: a visitor gets the login button and
 * no list (web methods for members refuse visitors, which left the editor's placeholder items),
 * a member the welcome text and their own data. Run in the preview runtime as both.
 */

const engine = createVeloEngine();

const ORDERS_PAGE = ZGenerationRequest.parse({
  prompt:
    'Members-only page: logged-in members see their own orders in the repeater and a welcome text with their name. Visitors who are not logged in see the login button, which opens the login prompt.',
  outputType: 'frontend_backend',
  includeInstructions: true,
  collections: [
    {
      name: 'Orders',
      fields: [
        { id: 'orderNumber', type: 'text' },
        { id: 'status', type: 'text' },
      ],
    },
  ],
  elementIds: [
    'welcomeText',
    'loginButton',
    'ordersRepeater',
    'orderNumberText',
    'orderStatusText',
  ],
  elementHierarchy: {
    elements: [
      { id: 'welcomeText', type: 'text' },
      { id: 'loginButton', type: 'button' },
      { id: 'ordersRepeater', type: 'repeater' },
      { id: 'orderNumberText', type: 'text', parentId: 'ordersRepeater' },
      { id: 'orderStatusText', type: 'text', parentId: 'ordersRepeater' },
    ],
  },
});

type Shown = { collapsed: boolean; hidden: boolean; text: string; data: unknown[] };

async function open(member: boolean) {
  const { result, run } = await runGenerated(ORDERS_PAGE, member ? { member: true } : {});
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  await run.settle();
  const el = (id: string) => run.$w(`#${id}`) as unknown as Shown;
  return { result, run, el };
}

describe('template engine: members-only pages', () => {
  it('shows a visitor the login button instead of the members-only list', async () => {
    const { result, run, el } = await open(false);
    expect(run.errors).toEqual([]);
    expect(el('ordersRepeater').collapsed).toBe(true);
    expect(el('loginButton').hidden).toBe(false);
    expect(el('welcomeText').hidden).toBe(true);
    expect(result.frontendCode).toContain(
      "import { authentication, currentMember } from 'wix-members-frontend';",
    );
    expect(result.instructions).toMatch(
      /open the page logged out and `ordersRepeater` stays hidden/,
    );
    // Preview signs no one in: no step promises the list there.
    expect(result.instructions).not.toContain('Click Preview: `ordersRepeater` shows');
    expect(result.instructions).toContain(
      'On the published site, signed in as a member: `ordersRepeater` shows',
    );
  });

  it('logs the visitor in from the button, then greets them and loads their data', async () => {
    const { run, el } = await open(false);
    await run.fire('#loginButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(el('loginButton').hidden).toBe(true);
    expect(el('welcomeText').text).toBe('Welcome, Ava Carter!');
    expect(el('ordersRepeater').collapsed).toBe(false);
  });

  it('greets a signed-in member at once', async () => {
    const { run, el } = await open(true);
    expect(run.errors).toEqual([]);
    expect(el('welcomeText').text).toBe('Welcome, Ava Carter!');
    expect(el('loginButton').hidden).toBe(true);
    expect(el('ordersRepeater').collapsed).toBe(false);
  });

  it("hides a visitor the list's search and filter too, and shows them to a member", async () => {
    const request = ZGenerationRequest.parse({
      ...ORDERS_PAGE,
      prompt: `${ORDERS_PAGE.prompt} Members can search their orders by order number and filter them by status.`,
      elementIds: [...ORDERS_PAGE.elementIds, 'searchInput', 'statusDropdown'],
      elementHierarchy: {
        elements: [
          ...ORDERS_PAGE.elementHierarchy!.elements,
          { id: 'searchInput', type: 'input' },
          { id: 'statusDropdown', type: 'dropdown' },
        ],
      },
    });
    const visitor = await runGenerated(request);
    await visitor.run.settle();
    const control = (run: typeof visitor.run, id: string) =>
      run.$w(`#${id}`) as unknown as { collapsed: boolean; options: unknown[] };
    expect(visitor.run.errors).toEqual([]);
    expect(control(visitor.run, 'searchInput').collapsed).toBe(true);
    expect(control(visitor.run, 'statusDropdown').collapsed).toBe(true);
    expect(visitor.result.instructions).toContain(
      '`ordersRepeater` stays hidden (with `searchInput`, `statusDropdown`)',
    );

    const member = await runGenerated(request, { member: true });
    await member.run.settle();
    expect(member.run.errors).toEqual([]);
    expect(control(member.run, 'searchInput').collapsed).toBe(false);
    expect(control(member.run, 'statusDropdown').collapsed).toBe(false);
    expect(control(member.run, 'statusDropdown').options.length).toBeGreaterThan(1);
  });

  it.each([
    ['velo', ORDERS_PAGE.prompt],
    ['frontend_backend', ORDERS_PAGE.prompt],
    ['velo', "Show the logged-in member's own orders in ordersRepeater."],
    ['frontend_backend', 'Show my orders in ordersRepeater (members only).'],
  ] as const)(
    "shows a member only their own orders, not other members' (%s: %s)",
    async (outputType, prompt) => {
      const { result, run } = await runGenerated(
        { ...ORDERS_PAGE, outputType, prompt },
        {
          member: true,
          // Three sample orders of other members, and one this member placed.
          itemsPerCollection: 3,
          beforeRun: (page) =>
            void page.data.insert('Orders', { orderNumber: 'MINE-1', status: 'Shipped' }),
        },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      expect((await run.wixData.query('Orders').find()).items).toHaveLength(4);
      const shown = (run.$w('#ordersRepeater') as unknown as Shown).data as {
        orderNumber: string;
      }[];
      expect(shown.map((o) => o.orderNumber)).toEqual(['MINE-1']);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "reads only the member's own items of the collection the prompt says so of, beside another it opens (%s)",
    async (outputType) => {
      const elements = [
        { id: 'shiftsRepeater', type: 'repeater' },
        { id: 'shiftTitle', type: 'text', parentId: 'shiftsRepeater' },
        { id: 'mySignupsRepeater', type: 'repeater' },
        { id: 'signupNote', type: 'text', parentId: 'mySignupsRepeater' },
      ];
      const request = ZGenerationRequest.parse({
        prompt:
          "Members only page. The shiftsRepeater lists all the Shifts; below, mySignupsRepeater shows the member's own signups.",
        outputType,
        includeInstructions: true,
        collections: [
          { name: 'Shifts', fields: [{ id: 'title', type: 'text' }] },
          { name: 'Signups', fields: [{ id: 'note', type: 'text' }] },
        ],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      });
      const { result, run } = await runGenerated(request, {
        member: true,
        itemsPerCollection: 3,
        beforeRun: (page) => void page.data.insert('Signups', { note: 'MINE' }),
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const data = (id: string) => (run.$w(`#${id}`) as unknown as Shown).data;
      expect((data('mySignupsRepeater') as { note: string }[]).map((s) => s.note)).toEqual([
        'MINE',
      ]);
      expect(data('shiftsRepeater')).toHaveLength(3);
      expect(result.instructions).toContain("only the item's author can view content");
    },
  );

  it("greets by first name, collapses the members' box for visitors and logs out from its button", async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        "Member dashboard. When a member is logged in show 'Hi <first name>' in welcomeText and their own orders in ordersRepeater. The logoutButton logs them out. If nobody is logged in, collapse the dashboardBox and show the loginButton.",
      outputType: 'frontend_backend',
      includeInstructions: true,
      collections: ORDERS_PAGE.collections,
      elementIds: [
        'dashboardBox',
        'welcomeText',
        'ordersRepeater',
        'orderNumberText',
        'logoutButton',
        'loginButton',
      ],
      elementHierarchy: {
        elements: [
          { id: 'dashboardBox', type: 'container' },
          { id: 'welcomeText', type: 'text', parentId: 'dashboardBox' },
          { id: 'ordersRepeater', type: 'repeater', parentId: 'dashboardBox' },
          { id: 'orderNumberText', type: 'text', parentId: 'ordersRepeater' },
          { id: 'logoutButton', type: 'button', parentId: 'dashboardBox' },
          { id: 'loginButton', type: 'button' },
        ],
      },
    });
    const { result, run } = await runGenerated(request, { member: true });
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const el = (id: string) => run.$w(`#${id}`) as unknown as Shown;
    expect(run.errors).toEqual([]);
    expect(el('welcomeText').text).toBe('Hi Ava');
    expect(el('dashboardBox').collapsed).toBe(false);
    expect(el('loginButton').hidden).toBe(true);
    await run.fire('#logoutButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect(el('dashboardBox').collapsed).toBe(true);
    expect(el('loginButton').hidden).toBe(false);
    expect(result.instructions).not.toContain(
      "`logoutButton`, inside `dashboardBox` (the code doesn't",
    );
  });

  it('leaves pages anyone may read without a member check', async () => {
    const result = await engine.generate({
      ...ORDERS_PAGE,
      prompt: 'Show the orders in the repeater.',
    });
    expect(result.frontendCode).not.toContain('currentMember');
  });

  it("shows the member's login email and the day they joined in the texts the prompt names", async () => {
    const request = ZGenerationRequest.parse({
      ...ORDERS_PAGE,
      prompt: `${ORDERS_PAGE.prompt} Show their login email in emailText and the date they joined in joinedText.`,
      elementIds: [...ORDERS_PAGE.elementIds, 'emailText', 'joinedText'],
      elementHierarchy: {
        elements: [
          ...(ORDERS_PAGE.elementHierarchy?.elements ?? []),
          { id: 'emailText', type: 'text' },
          { id: 'joinedText', type: 'text' },
        ],
      },
    });
    const visitor = await runGenerated(request, {});
    await visitor.run.settle();
    expect((visitor.run.$w('#emailText') as unknown as Shown).hidden).toBe(true);
    const { result, run } = await runGenerated(request, { member: true });
    await run.settle();
    expect(result.diagnostics).toEqual([]);
    expect((run.$w('#emailText') as unknown as Shown).text).toBe('ava.carter@example.com');
    expect((run.$w('#joinedText') as unknown as Shown).text).toBe(
      new Date(Date.UTC(2025, 5, 1)).toLocaleDateString(),
    );
    expect(result.instructions).not.toContain('`emailText` (the code');
  });

  it.each(['velo', 'frontend_backend'] as const)(
    'a profile form beside a login button: a visitor gets the button, a member their name, email and profile (%s)',
    async (outputType) => {
      const elements = [
        { id: 'profileBox', type: 'container' },
        { id: 'nameText', type: 'text', parentId: 'profileBox' },
        { id: 'emailText', type: 'text', parentId: 'profileBox' },
        { id: 'bioInput', type: 'textarea', parentId: 'profileBox' },
        { id: 'cityInput', type: 'input', parentId: 'profileBox' },
        { id: 'saveButton', type: 'button', parentId: 'profileBox' },
        { id: 'loginButton', type: 'button' },
        { id: 'statusText', type: 'text' },
      ];
      const request = ZGenerationRequest.parse({
        prompt:
          "On the My Profile page, show the logged-in member's name and email, and their saved profile from the Profiles collection (bio and city). If nobody is logged in, show the login button and hide the profile box. Let the member edit their bio and city and save it.",
        outputType,
        includeInstructions: true,
        collections: [
          {
            name: 'Profiles',
            fields: [
              { id: 'bio', type: 'text' },
              { id: 'city', type: 'text' },
            ],
          },
        ],
        elementIds: elements.map((e) => e.id),
        elementHierarchy: { elements },
      });
      const visitor = await runGenerated(request, {});
      const seen = (run: typeof visitor.run, id: string) =>
        run.$w(`#${id}`) as unknown as Shown & { collapsed: boolean };
      expect(seen(visitor.run, 'profileBox').collapsed).toBe(true);
      expect(seen(visitor.run, 'loginButton').hidden).toBe(false);
      const { result, run } = await runGenerated(request, { member: true });
      expect(result.diagnostics).toEqual([]);
      expect(run.errors).toEqual([]);
      expect(seen(run, 'profileBox').collapsed).toBe(false);
      expect(seen(run, 'loginButton').hidden).toBe(true);
      expect(seen(run, 'nameText').text).toBe('Ava Carter');
      expect(seen(run, 'emailText').text).toBe('ava.carter@example.com');
      expect(result.instructions).not.toContain(
        "`nameText`, inside `profileBox` (the code doesn't",
      );
    },
  );
});

describe("template engine: a public list's filter on a page with a members' list", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'fills the teacher dropdown for a visitor too (%s)',
    async (outputType) => {
      const { run } = await runGenerated(
        pageRequest(
          "classesRepeater lists Classes (className in classNameText). Filter the classes by teacher with teacherDropdown. myBookingsRepeater shows the member's own bookings (bookingClassText).",
          {
            Classes: { className: 'text', teacher: 'text' },
            Bookings: { classRef: 'reference', bookedAt: 'date' },
          },
          [
            { id: 'teacherDropdown', type: 'dropdown' },
            { id: 'classesRepeater', type: 'repeater' },
            { id: 'classNameText', type: 'text', parentId: 'classesRepeater' },
            { id: 'myBookingsRepeater', type: 'repeater' },
            { id: 'bookingClassText', type: 'text', parentId: 'myBookingsRepeater' },
          ],
          outputType,
        ),
        {
          itemsPerCollection: 0,
          beforeRun: (page) => {
            void page.data.insert('Classes', { className: 'Flow', teacher: 'Ana' });
            void page.data.insert('Classes', { className: 'Yin', teacher: 'Bo' });
          },
        },
      );
      const options = (run.$w('#teacherDropdown') as unknown as { options: { value: string }[] })
        .options;
      expect(options.map((o) => o.value)).toEqual(expect.arrayContaining(['Ana', 'Bo']));
      expect((run.$w('#myBookingsRepeater') as unknown as { collapsed: boolean }).collapsed).toBe(
        true,
      );
    },
  );
});
