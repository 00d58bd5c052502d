import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A members' dashboard as review 6 wrote it: 'others are sent to the home page', and texts showing
 * the member's own item of another collection ('pointsText shows their points from Profiles',
 * "welcomeText says 'Welcome back, {name}' with the member's name from Profiles"). Before,
 * visitors stayed on the page and pointsText showed the member's full name.
 */

const dashboard = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    "Members dashboard. Only logged-in members can see this page; others are sent to the home page. welcomeText says 'Welcome back, {name}' with the member's name from Profiles, pointsText shows their points from Profiles, and bookingsRepeater lists their own bookings (date and service) newest first.",
    {
      Profiles: { name: 'text', points: 'number' },
      Bookings: { date: 'date', service: 'text' },
    },
    [
      { id: 'welcomeText', type: 'text' },
      { id: 'pointsText', type: 'text' },
      { id: 'bookingsRepeater', type: 'repeater' },
      { id: 'dateText', type: 'text', parentId: 'bookingsRepeater' },
      { id: 'serviceText', type: 'text', parentId: 'bookingsRepeater' },
    ],
    outputType,
  );

type Element = { text: string; hidden: boolean };

describe("template engine: a member's own item on a members' page", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'greets the member and shows their own points; a visitor goes home (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(dashboard(outputType), {
        member: true,
        // Two other members' profiles, and this member's own.
        itemsPerCollection: 2,
        beforeRun: (page) => void page.data.insert('Profiles', { name: 'Ada', points: 1250 }),
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(run.errors).toEqual([]);
      const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
      expect($('welcomeText').text).toBe('Welcome back, Ada');
      expect($('pointsText').text).toBe((1250).toLocaleString());
      expect(run.navigations).toEqual([]);
      expect(result.instructions).toContain(
        "open the page logged out and you are sent to `/`; log in as a member: `welcomeText` greets you and your own items appear, and `pointsText` shows your own profile's `points`.",
      );

      const visitor = await runGenerated(dashboard(outputType), { itemsPerCollection: 2 });
      expect(visitor.run.errors).toEqual([]);
      expect(visitor.run.navigations).toEqual(['/']);
      expect((visitor.run.$w('#pointsText') as unknown as Element).hidden).toBe(true);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "wires a page's own login, logout and profile buttons, greeting from the member's profile (%s)",
    async (outputType) => {
      const request = pageRequest(
        "Member profile: when a member is logged in, welcomeText says 'Hi, {firstName}' from their Profiles item and editProfileButton goes to /profile/edit. logoutButton logs them out. Visitors see loginButton, which opens the login window.",
        { Profiles: { firstName: 'text', bio: 'text' } },
        [
          { id: 'welcomeText', type: 'text' },
          { id: 'editProfileButton', type: 'button' },
          { id: 'logoutButton', type: 'button' },
          { id: 'loginButton', type: 'button' },
        ],
        outputType,
      );
      const { result, run } = await runGenerated(request, {
        member: true,
        itemsPerCollection: 1,
        beforeRun: (page) => void page.data.insert('Profiles', { firstName: 'Ada' }),
      });
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const $ = (id: string) => run.$w(`#${id}`) as unknown as Element;
      expect($('welcomeText').text).toBe('Hi, Ada');
      expect([$('loginButton').hidden, $('logoutButton').hidden]).toEqual([true, false]);
      await run.fire('#editProfileButton', 'click');
      expect(run.navigations).toEqual(['/profile/edit']);
      // Page code keeps nothing else: the count of Profiles the page used to log is gone.
      expect(result.frontendCode).not.toContain('.count()');

      const visitor = await runGenerated(request, {});
      const seen = (id: string) => visitor.run.$w(`#${id}`) as unknown as Element;
      expect([seen('loginButton').hidden, seen('welcomeText').hidden]).toEqual([false, true]);
      expect(visitor.run.errors).toEqual([]);
    },
  );
});
