import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * 'only admin uses this page' makes the whole page the admins' (review 15's choir attendance).
 * Before, 'uses' read as acting alone: the singers, with their phone numbers, were listed to
 * anyone by a web method open to all.
 */

const choir = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Choir attendance (choir director = site admin, only admin uses this page). #singersRepeater: all Singers (#singerName, #singerPhone) sorted by name.',
    { Singers: { name: 'text', phone: 'text' } },
    [
      { id: 'singersRepeater', type: 'repeater' },
      { id: 'singerName', type: 'text', parentId: 'singersRepeater' },
      { id: 'singerPhone', type: 'text', parentId: 'singersRepeater' },
    ],
    outputType,
  );

describe("template engine: 'only admin uses this page'", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'keeps the singers from visitors and lists them to admins (%s)',
    async (outputType) => {
      // The preview enforces no permissions: the collection's and the web method's are read.
      const visitor = await runGenerated(choir(outputType), { itemsPerCollection: 3 });
      expect(visitor.run.errors).toEqual([]);
      expect(permissionsOf(visitor.result.instructions, 'Singers')).toContain(
        'only admins can view content',
      );
      if (outputType === 'frontend_backend')
        expect(visitor.result.backendCode).toContain(
          'export const getSingers = webMethod(Permissions.Admin,',
        );
      const admin = await runGenerated(choir(outputType), {
        itemsPerCollection: 3,
        member: true,
        memberRoles: ['Admin'],
      });
      expect(
        (admin.run.$w('#singersRepeater') as unknown as { data: unknown[] }).data,
      ).toHaveLength(3);
    },
  );

  it.each(['velo', 'frontend_backend'] as const)(
    "'Admin role only, everyone else is redirected': visitors and members go home, admins stay (%s)",
    async (outputType) => {
      const helpdesk = pageRequest(
        'IT helpdesk - staff page (Admin role only, everyone else is redirected to the home page). ticketsRepeater shows HelpdeskTickets: subjectTxt, requesterTxt.',
        { HelpdeskTickets: { subject: 'text', requester: 'text' } },
        [
          { id: 'ticketsRepeater', type: 'repeater' },
          { id: 'subjectTxt', type: 'text', parentId: 'ticketsRepeater' },
          { id: 'requesterTxt', type: 'text', parentId: 'ticketsRepeater' },
        ],
        outputType,
      );
      const visitor = await runGenerated(helpdesk, { itemsPerCollection: 3 });
      expect(visitor.result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      expect(visitor.run.navigations).toEqual(['/']);
      expect(permissionsOf(visitor.result.instructions, 'HelpdeskTickets')).toContain(
        'only admins can view content',
      );
      const member = await runGenerated(helpdesk, { itemsPerCollection: 3, member: true });
      expect(member.run.navigations).toEqual(['/']);
      const admin = await runGenerated(helpdesk, {
        itemsPerCollection: 3,
        member: true,
        memberRoles: ['Admin'],
      });
      expect(admin.run.navigations).toEqual([]);
      expect(
        (admin.run.$w('#ticketsRepeater') as unknown as { data: unknown[] }).data,
      ).toHaveLength(3);
    },
  );
});
