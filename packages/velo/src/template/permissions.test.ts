import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { readPrompt } from './keywords';

/**
 * The prompt decides who may call the generated web methods (velo-output-guide.md, "Backend web
 * modules"): admin-only operations use Permissions.Admin, member pages Permissions.SiteMember and
 * a member's own items are read through an _owner filter; the setup steps ask for matching
 * collection permissions.
 */

const engine = createVeloEngine();

const ORDERS: Partial<TGenerationRequestInput> = {
  prompt:
    'getOrders(status): list the orders in the table, filtered by the status dropdown, admin only. Also updateOrderStatus(orderId, status) admin only.',
  collections: [
    {
      name: 'Orders',
      fields: [
        { id: 'orderNumber', type: 'text' },
        { id: 'status', type: 'text' },
        { id: 'total', type: 'number' },
      ],
    },
  ],
  elementHierarchy: {
    elements: [
      { id: 'ordersTable', type: 'table', parentId: null, children: [] },
      { id: 'statusDropdown', type: 'dropdown', parentId: null, children: [] },
    ],
  },
};

const BOOKINGS: Partial<TGenerationRequestInput> = {
  prompt:
    'Member-only dashboard: a logged-in member sees a list of their own saved bookings (owned by them).',
  collections: [
    {
      name: 'Bookings',
      fields: [
        { id: 'title', type: 'text' },
        { id: 'date', type: 'date' },
      ],
    },
  ],
  elementHierarchy: {
    elements: [
      {
        id: 'bookingsRepeater',
        type: 'repeater',
        parentId: null,
        children: ['bookingTitle', 'bookingDate'],
      },
      { id: 'bookingTitle', type: 'text', parentId: 'bookingsRepeater', children: [] },
      { id: 'bookingDate', type: 'text', parentId: 'bookingsRepeater', children: [] },
    ],
  },
};

async function generate(input: Partial<TGenerationRequestInput>, outputType = 'frontend_backend') {
  const request = ZGenerationRequest.parse({
    elementIds: [],
    ...input,
    outputType,
    includeInstructions: true,
  });
  const result = await engine.generate(request);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const permissions = [...result.backendCode.matchAll(/webMethod\(Permissions\.(\w+)/g)].map(
    (m) => m[1],
  );
  return { ...result, errors, permissions };
}

describe('web-method permissions from the prompt', () => {
  it('admin-only prompt: every web method uses Permissions.Admin and checks clean', async () => {
    for (const outputType of ['frontend_backend', 'backend', 'full']) {
      const { backendCode, instructions, errors, permissions } = await generate(ORDERS, outputType);
      expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
      expect(permissions.length).toBeGreaterThan(0);
      expect(new Set(permissions)).toEqual(new Set(['Admin']));
      expect(backendCode).not.toContain('Permissions.Anyone');
      expect(instructions).not.toContain('anyone can view content');
      expect(instructions).toContain('only admins can view content ("Admin"');
    }
  });

  it("member's own items: SiteMember, the calling member's lookup and an _owner filter, and no public read", async () => {
    for (const outputType of ['frontend_backend', 'backend', 'full']) {
      const { backendCode, instructions, errors, permissions } = await generate(
        BOOKINGS,
        outputType,
      );
      expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
      expect(new Set(permissions)).toEqual(new Set(['SiteMember']));
      expect(backendCode).toContain("import { currentMember } from 'wix-members-backend';");
      expect(backendCode).toContain('const member = await currentMember.getMember();');
      expect(backendCode).toContain(
        "const result = await bookingsQuery().eq('_owner', member._id).skip(skip).limit(limit).find();",
      );
      expect(instructions).not.toContain('anyone can view content');
      expect(instructions).not.toContain('visitors see these items');
      expect(instructions).toContain('"Site member author"');
    }
  });

  it("'members see their bookings' (no 'own') reads only the caller's bookings", async () => {
    const { backendCode, instructions } = await generate({
      ...BOOKINGS,
      prompt: 'My bookings page: logged-in members see their bookings in the repeater.',
    });
    expect(backendCode).toContain(".eq('_owner', member._id)");
    expect(instructions).toContain('"Site member author"');
  });

  it('never serves contact details to anyone when nothing on the page uses them', async () => {
    const { backendCode, frontendCode, instructions } = await generate({
      prompt: 'A page for our subscribers.',
      collections: [
        {
          name: 'Subscribers',
          fields: [
            { id: 'fullName', type: 'text' },
            { id: 'email', type: 'text' },
          ],
        },
      ],
      elementIds: ['text12'],
    });
    expect(backendCode).not.toContain('getSubscribers');
    expect(frontendCode).not.toContain('Subscribers has');
    expect(instructions).not.toContain('anyone can view content');
  });

  it('members-only prompt without ownership: SiteMember, no _owner filter', async () => {
    const { backendCode, instructions, errors, permissions } = await generate({
      ...BOOKINGS,
      prompt: 'A members only page listing the bookings.',
    });
    expect(errors).toEqual([]);
    expect(new Set(permissions)).toEqual(new Set(['SiteMember']));
    expect(backendCode).not.toContain('_owner');
    expect(instructions).toContain('site members can view content');
  });

  it('plain public prompt keeps Permissions.Anyone and the public read step', async () => {
    const { backendCode, instructions, errors, permissions } = await generate({
      ...BOOKINGS,
      prompt: 'Show the bookings in the repeater, newest first.',
    });
    expect(errors).toEqual([]);
    expect(new Set(permissions)).toEqual(new Set(['Anyone']));
    expect(backendCode).not.toContain('currentMember');
    expect(instructions).toContain('anyone can view content (visitors see these items)');
  });

  it('a restriction on saving leaves the list open: read Anyone, save Admin', async () => {
    const elements = [
      { id: 'productsRepeater', type: 'repeater' },
      { id: 'productName', type: 'text', parentId: 'productsRepeater' },
      { id: 'productForm', type: 'form' },
      { id: 'nameInput', type: 'input', parentId: 'productForm' },
      { id: 'submitButton', type: 'button', parentId: 'productForm' },
    ];
    const result = await generate({
      prompt: 'List the products in the repeater. Only admins can add products with the form.',
      collections: [{ name: 'Products', fields: [{ id: 'name', type: 'text' }] }],
      elementIds: elements.map((e) => e.id),
      elementHierarchy: { elements } as TGenerationRequestInput['elementHierarchy'],
    });
    expect(result.errors).toEqual([]);
    expect(result.backendCode).toMatch(
      /export const getProducts = webMethod\(Permissions\.Anyone,/,
    );
    expect(result.backendCode).toMatch(/= webMethod\(Permissions\.Admin, async \(values\)/);
    expect(result.instructions).toContain('anyone can view content');
    expect(result.instructions).toContain('only admins can add content');
  });

  it('legacy .jsw output says which permission to set in the editor', async () => {
    const { backendCode, errors } = await generate({
      ...ORDERS,
      preferences: { webModuleStyle: 'jsw' },
    });
    expect(errors).toEqual([]);
    expect(backendCode).toContain('web module permissions to Admin');
  });
});

describe('reading access wording from the prompt', () => {
  it.each([
    ['Orders page, admin only.', 'admin', 'admin'],
    ['Only the site owner/admin may see this.', 'admin', 'admin'],
    ['An admin dashboard of orders.', 'admin', 'admin'],
    // A page said to be for the admin shows them alone what it lists.
    ['Sales dashboard for the admin: show the total of orders.', 'admin', 'admin'],
    ['A report page for admins listing the orders.', 'admin', 'admin'],
    ["The admin page: the orders with the customers' names.", 'admin', 'admin'],
    // A word or two between (review 6: the customers' emails were served to anyone).
    ['Admin orders dashboard: the orders with customer emails.', 'admin', 'admin'],
    ['The shop admin order page lists every order.', 'admin', 'admin'],
    ['The admin changes the page title in the editor.', 'anyone', 'anyone'],
    ['This page is for the site owner: all enquiries.', 'admin', 'admin'],
    ['A members only area.', 'members', 'members'],
    ['A member-only page.', 'members', 'members'],
    ['Logged-in members see the list.', 'members', 'members'],
    ['Signed in members see the list.', 'members', 'members'],
    ['Members see their own bookings.', 'owner', 'members'],
    ['The bookings owned by the member.', 'owner', 'members'],
    ['As a member I see my own bookings.', 'owner', 'members'],
    ['Only the owner of a booking sees it.', 'owner', 'members'],
    // Restrictions on changing data leave reading open.
    ['Admins only can change the status.', 'anyone', 'admin'],
    ['Show the products; only admins can edit prices.', 'anyone', 'admin'],
    ['List the reviews; only members can post one.', 'anyone', 'members'],
    ['Show the events. Logged-in members click rsvpButton to RSVP.', 'anyone', 'members'],
    ['List the classes; signed in members book a seat with the button.', 'anyone', 'members'],
    // Not restrictions at all.
    ['Visitors can post their own reviews.', 'anyone', 'anyone'],
    ['Showcase my own handmade jewelry.', 'anyone', 'anyone'],
    // Seeing is restricted; sending stays as the prompt opens it.
    ['Anyone can submit. Only admins can see the applications.', 'admin', 'anyone'],
    ['Only admins can view the entries; visitors can apply with the form.', 'admin', 'anyone'],
    // Seeing and changing are both restricted: another page's open form does not open this one.
    [
      'Admin only: admins can view and edit products here. Visitors can add reviews on the product pages.',
      'admin',
      'admin',
    ],
    // The site owner in the first person; a public form whose entries only admins read.
    ['Only I (admin) should see this page.', 'admin', 'admin'],
    ['Only I should see the bookings.', 'admin', 'admin'],
    ['Applicants (anyone, no login) fill the form. Only admins may read it.', 'admin', 'anyone'],
    // Approving what others send keeps neither reading nor sending from anyone.
    ['Logged-in members can add listings; only admins approve them.', 'anyone', 'members'],
    ['Products I add in the admin panel show here.', 'anyone', 'anyone'],
    ['Show the products with a search box.', 'anyone', 'anyone'],
    // Staff are the site's admins (review 18: a staff-only leads page was public).
    ['Sales leads page for staff only. leadsRepeater lists all Leads.', 'admin', 'admin'],
    ['Volunteer check-in (staff use this on an ipad at the door).', 'admin', 'admin'],
    ["Moderation queue for staff only. Show Comments where status is 'Pending'.", 'admin', 'admin'],
    ['Our staff page: staffRepeater lists the team with photos.', 'anyone', 'anyone'],
    // A purpose after 'must be logged in' that is no seeing restricts sending alone.
    ['Show the results. You need to be logged in to vote.', 'anyone', 'members'],
    ['Members must be logged in to see the list.', 'members', 'members'],
  ])('%s → read %s, save %s', (prompt, read, write) => {
    expect(readPrompt(prompt).access).toEqual({ read, write });
  });

  it.each([
    ['My orders page: logged-in members see their orders in the repeater.', 'owner'],
    ["Show the member's orders, newest first. Members only.", 'owner'],
    ['Signed-in members see their past orders.', 'owner'],
    ['Members see their order history.', 'owner'],
    ["Show the logged-in member's own orders in the repeater.", 'owner'],
    ['Show my orders (members only).', 'owner'],
    // The site owner's own things, on a page members only visit.
    ['Portfolio: show my orders in the repeater. Members can leave a like.', 'anyone'],
    ["My bakery's menu: show my orders. Members can sign in to save favorites.", 'anyone'],
    // A possessive before something that is not the collection leaves reading to all members.
    ['Members-only page: a welcome text with their name and the orders list.', 'members'],
    // Without members, 'their' is the visitors' and reading stays open.
    ['Customers browse their favourite orders.', 'anyone'],
    // Changing is not reading: the members' directory stays readable by all members.
    ['Members see all member orders; logged-in members can update their orders.', 'anyone'],
  ])('%s → read %s (collection Orders)', (prompt, read) => {
    expect(readPrompt(prompt, ['Orders']).access.read).toBe(read);
  });

  it('keeps a form open when only seeing its collection is for admins', () => {
    const access = (prompt: string) => readPrompt(prompt, ['Applications']).access;
    expect(access('Only admins can see the applications. The form saves an application.')).toEqual({
      read: 'admin',
      write: 'anyone',
    });
    // Seeing the page itself is for admins: so is its form.
    expect(access('Only admins can see this page. The form saves an application.')).toEqual({
      read: 'admin',
      write: 'admin',
    });
  });

  it("keeps a second collection the page lists readable when 'their' names only one", () => {
    const prompt =
      'Members can browse the products in the repeater and read their reviews in the reviews table.';
    expect(readPrompt(prompt, ['Products', 'Reviews']).access.read).not.toBe('owner');
    expect(
      readPrompt('Members read their reviews in the table.', ['Products', 'Reviews']).access.read,
    ).toBe('owner');
  });
});

describe('a public form whose entries only admins see', () => {
  it.each([
    'Job application form: name, email, position (dropdown from Positions) and cover letter, saved to Applications. Anyone can submit. Only admins can see the applications.',
    'Job application form: name, email, position (dropdown from Positions) and cover letter, saved to Applications via submitApplication. Anyone can submit. Admin-only getApplications returns all applications, newest first.',
  ])(
    'lets anyone send it and read its dropdown choices, while the entries stay private: %s',
    async (prompt) => {
      const result = await engine.generate(
        ZGenerationRequest.parse({
          prompt,
          outputType: 'frontend_backend',
          includeInstructions: true,
          collections: [
            {
              name: 'Applications',
              fields: [
                { id: 'name', type: 'text' },
                { id: 'email', type: 'text' },
                { id: 'position', type: 'reference', referencedCollection: 'Positions' },
                { id: 'coverLetter', type: 'text' },
              ],
            },
            { name: 'Positions', fields: [{ id: 'title', type: 'text' }] },
          ],
          elementIds: [
            'nameInput',
            'emailInput',
            'positionDropdown',
            'coverLetterInput',
            'submitButton',
            'statusText',
          ],
        }),
      );
      expect(result.backendCode).toContain(
        'export const submitApplication = webMethod(Permissions.Anyone,',
      );
      expect(result.backendCode).toContain(
        'export const getPositionsOptions = webMethod(Permissions.Anyone,',
      );
      expect(result.backendCode).not.toMatch(/getApplications = webMethod\(Permissions\.(?!Admin)/);
      expect(result.instructions).toContain('anyone can add content');
    },
  );
});
