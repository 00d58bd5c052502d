import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 19, 6: a pet adoption form beside the member's own applications. Before, the words
 * "petDropdown lists the available Pets (status = 'Available')" kept the member's applications to
 * those with status 'Available' (none ever was: they are saved 'Pending'), the dropdown offered
 * adopted pets, and a visitor saw no pets to choose from (the choices loaded for members only).
 */

const adoption = pageRequest(
  "Pet adoption application. Only logged-in members can apply. petDropdown lists the available Pets (status = 'Available') by name. Applicant fills fullNameInput, phoneInput, homeTypeRadio (House, Apartment, Other), hasOtherPetsCheckbox and reasonBox (at least 50 characters). On applyButton save to Applications with status 'Pending' and show 'Application received' in applyMessage. myApplicationsTable shows the member's own applications with pet and status.",
  {
    Pets: { name: 'text', species: 'text', status: 'text', photo: 'image' },
    Applications: {
      pet: 'reference',
      fullName: 'text',
      phone: 'text',
      homeType: 'text',
      hasOtherPets: 'boolean',
      reason: 'text',
      status: 'text',
    },
  },
  [
    { id: 'petDropdown', type: 'dropdown' },
    { id: 'fullNameInput', type: 'input' },
    { id: 'phoneInput', type: 'input' },
    { id: 'homeTypeRadio', type: 'radioGroup' },
    { id: 'hasOtherPetsCheckbox', type: 'checkbox' },
    { id: 'reasonBox', type: 'textarea' },
    { id: 'applyButton', type: 'button' },
    { id: 'applyMessage', type: 'text' },
    { id: 'myApplicationsTable', type: 'table' },
  ],
  'frontend_backend',
);

type Table = { rows: Record<string, unknown>[]; collapsed: boolean };

describe('template engine: an adoption form beside the member’s applications', () => {
  it('offers a visitor the available pets, and after login lists their pending application', async () => {
    const { result, run } = await runGenerated(adoption, {
      itemsPerCollection: 0,
      beforeRun(page) {
        void page.data.insert('Pets', { _id: 'rex', name: 'Rex', status: 'Available' });
        void page.data.insert('Pets', { _id: 'tom', name: 'Tom', status: 'Adopted' });
      },
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual([]);
    const choices = (run.$w('#petDropdown') as unknown as { options: { label: string }[] }).options;
    expect(choices.map((c) => c.label)).toEqual(['Rex']);
    const table = () => run.$w('#myApplicationsTable') as unknown as Table;
    expect(table().collapsed).toBe(true);

    await run.setValue('#petDropdown', 'rex');
    await run.setValue('#fullNameInput', 'Ann Lee');
    await run.setValue('#homeTypeRadio', 'House');
    await run.setValue(
      '#reasonBox',
      'We have a big garden and time for long walks every single day.',
    );
    await run.fire('#applyButton', 'click');
    await run.settle();
    expect(run.errors).toEqual([]);
    expect((run.$w('#applyMessage') as unknown as { text: string }).text).toBe(
      'Application received',
    );
    expect(table().collapsed).toBe(false);
    expect(table().rows.map((r) => [r['pet'], r['status']])).toEqual([['Rex', 'Pending']]);
  });
});
