import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 13: 'Only I (admin) should see the appointments list' on a booking page that lists the
 * styles keeps the appointments for admins and the styles for everyone; 'Applications contain
 * personal data: only admins may read them' beside a public form keeps the form open. Before,
 * the first left every client's name and phone public, and the second let no one apply.
 */

describe('template engine: one collection kept for admins on a public page', () => {
  it('lists the styles for visitors and the appointments for admins alone', async () => {
    const request = pageRequest(
      'stylesRepeater lists Styles (styleName in styleNameText). Booking form: clientNameInput, bookNowButton saves to Appointments. Only I (admin) should see the appointments list, appointmentsTable.',
      {
        Styles: { styleName: 'text' },
        Appointments: { clientName: 'text', clientPhone: 'text' },
      },
      [
        { id: 'stylesRepeater', type: 'repeater' },
        { id: 'styleNameText', type: 'text', parentId: 'stylesRepeater' },
        { id: 'clientNameInput', type: 'input' },
        { id: 'bookNowButton', type: 'button' },
        { id: 'appointmentsTable', type: 'table' },
      ],
      'frontend_backend',
    );
    const { result, run } = await runGenerated(request, { itemsPerCollection: 2 });
    expect(result.backendCode).toMatch(/getStyles = webMethod\(Permissions\.Anyone/);
    expect(result.backendCode).toMatch(/getAppointments = webMethod\(Permissions\.Admin/);
    expect(result.backendCode).toMatch(/submitAppointment = webMethod\(Permissions\.Anyone/);
    expect(result.instructions).toContain(
      'only admins can view content ("Admin": the prompt keeps these items for site admins',
    );
    expect((run.$w('#stylesRepeater') as unknown as { data: unknown[] }).data).toHaveLength(2);
    // Wix refuses the admins' reader to anyone else (the preview does not): the table then goes.
    expect(result.frontendCode).toContain("$w('#appointmentsTable').collapse();");
    expect(result.frontendCode).not.toContain("$w('#stylesRepeater').collapse();");
    // The form saves to the collection it names, not to the one listed beside it.
    await run.setValue('#clientNameInput', 'Ada');
    await run.fire('#bookNowButton', 'click');
    await run.settle();
    const { items } = await run.wixData.query('Appointments').eq('clientName', 'Ada').find();
    expect(items).toHaveLength(1);
  });

  it('keeps a form open whose entries only admins may read', async () => {
    const { result } = await runGenerated(
      pageRequest(
        "Applicants (anyone, no login) fill fullNameInput and programDropdown (choices from Programs), and submitButton saves to Applications. Applications contain personal data: only admins may read them. Show 'Application received' in formMessage.",
        { Programs: { title: 'text' }, Applications: { fullName: 'text', program: 'reference' } },
        [
          { id: 'fullNameInput', type: 'input' },
          { id: 'programDropdown', type: 'dropdown' },
          { id: 'submitButton', type: 'button' },
          { id: 'formMessage', type: 'text' },
        ],
        'frontend_backend',
      ),
    );
    expect(result.backendCode).toMatch(/submitApplication = webMethod\(Permissions\.Anyone/);
    expect(result.backendCode).toMatch(/getProgramsOptions = webMethod\(Permissions\.Anyone/);
    expect(result.instructions).toContain('anyone can add content, and only admins can view it');
  });

  it("keeps a public catalogue public when only a card's controls are for admins", async () => {
    const { result } = await runGenerated(
      pageRequest(
        'partsRepeater lists Parts (partName, partPrice). Admin only: restockInput + restockButton on each card to set the new stock.',
        { Parts: { name: 'text', price: 'number', stock: 'number' } },
        [
          { id: 'partsRepeater', type: 'repeater' },
          { id: 'partName', type: 'text', parentId: 'partsRepeater' },
          { id: 'partPrice', type: 'text', parentId: 'partsRepeater' },
          { id: 'restockInput', type: 'input', parentId: 'partsRepeater' },
          { id: 'restockButton', type: 'button', parentId: 'partsRepeater' },
        ],
        'frontend_backend',
      ),
    );
    expect(result.backendCode).toMatch(/getParts = webMethod\(Permissions\.Anyone/);
    expect(result.instructions).toContain('anyone can view content');
  });
});
