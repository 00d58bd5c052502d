import { runVeloPage } from '@veloforge/preview';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';
import { pageRequest } from './test-support';

/**
 * A list only the site admin may read, on a page anyone uses ('ticketsTable lists all tickets
 * but only the site admin may see it'): for a visitor Wix refuses the web method, and the table
 * collapses instead of telling them the tickets 'could not be loaded'. The ticket form's fixed
 * status ("it goes into SupportTickets with status 'Open'") is set by the web method.
 */

const engine = createVeloEngine();

describe('template engine: a list only admins may read', () => {
  it('collapses for a visitor whose read is refused, and saves the status set on the server', async () => {
    const request = pageRequest(
      "Anyone can submit a ticket with subjectInput and ticketEmailInput, clicking submitTicketButton; it goes into the SupportTickets collection with status 'Open'. Show ticketStatusText when it's sent. Below, ticketsTable lists all tickets (subject, email, status) but only the site admin may see it.",
      { SupportTickets: { subject: 'text', email: 'text', status: 'text' } },
      [
        { id: 'subjectInput', type: 'input' },
        { id: 'ticketEmailInput', type: 'input' },
        { id: 'submitTicketButton', type: 'button' },
        { id: 'ticketStatusText', type: 'text' },
        { id: 'ticketsTable', type: 'table' },
      ],
      'frontend_backend',
    );
    const result = await engine.generate(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const admin = 'webMethod(Permissions.Admin, async (options) => {';
    expect(result.backendCode).toContain(admin);
    // Wix refuses an admins-only web method to anyone else: the preview does not, so this does.
    const refused = result.backendCode.replace(
      admin,
      `${admin}\n  throw new Error('Permission denied');`,
    );
    const run = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: result.frontendCode,
      backendCode: refused,
      backendModulePath: 'backend/supportTickets.web.js',
      itemsPerCollection: 0,
    });
    await run.settle();
    expect((run.$w('#ticketsTable') as unknown as { collapsed: boolean }).collapsed).toBe(true);
    const status = run.$w('#ticketStatusText') as unknown as { text: string };
    expect(status.text).not.toMatch(/could not be loaded/);
    await run.setValue('#subjectInput', 'Login broken');
    await run.setValue('#ticketEmailInput', 'ada@example.com');
    await run.fire('#submitTicketButton', 'click');
    await run.settle();
    const { items } = await run.wixData.query('SupportTickets').find();
    expect(items.map((i) => [i['subject'], i['status']])).toEqual([['Login broken', 'Open']]);
  });
});
