import { describe, expect, it } from 'vitest';

import { pageRequest, permissionsOf, runGenerated } from './test-support';

/**
 * Review 14's pet adoption: a public list of pets beside an application form '(members only)',
 * and 'Applications contain personal data: only admins can read them, but the applicant can see
 * the status of their own applications in #myAppsRepeater'. Before, the pets were for their
 * owners alone (a visitor saw none), and the applicant's list showed pets.
 */

const request = (outputType: 'velo' | 'frontend_backend') =>
  pageRequest(
    'Pet adoption. Public list of Pets with adopted = false in #petsRepeater (#petName, #petSpecies, #petAge as "2 years", #petPhoto), filter by #speciesDropdown (All, Dog, Cat, Rabbit). Each card has #adoptBtn that picks that pet for the application form below (#selectedPet shows its name). Application form (members only): #applicantName, #applicantPhone, #birthDate (date picker, applicant must be 18 or older: "You must be 18 or older to adopt"), #homeType radio (House, Apartment), #hasYard checkbox, #reasonInput textarea (required, at least 50 characters: "Please tell us a bit more (50+ characters)"), #submitAppBtn -> AdoptionApplications with status "Received". Applications contain personal data: only admins can read them, but the applicant can see the status of their own applications in #myAppsRepeater (#myAppPet, #myAppStatus).',
    {
      Pets: {
        name: 'text',
        species: 'text',
        ageYears: 'number',
        photo: 'image',
        adopted: 'boolean',
      },
      AdoptionApplications: {
        pet: 'reference',
        applicantName: 'text',
        phone: 'text',
        birthDate: 'date',
        homeType: 'text',
        hasYard: 'boolean',
        reason: 'text',
        status: 'text',
      },
    },
    [
      { id: 'speciesDropdown', type: 'dropdown' },
      { id: 'petsRepeater', type: 'repeater' },
      { id: 'petName', type: 'text', parentId: 'petsRepeater' },
      { id: 'petSpecies', type: 'text', parentId: 'petsRepeater' },
      { id: 'petAge', type: 'text', parentId: 'petsRepeater' },
      { id: 'petPhoto', type: 'image', parentId: 'petsRepeater' },
      { id: 'adoptBtn', type: 'button', parentId: 'petsRepeater' },
      { id: 'selectedPet', type: 'text' },
      { id: 'applicantName', type: 'input' },
      { id: 'applicantPhone', type: 'input' },
      { id: 'birthDate', type: 'custom', customType: 'DatePicker' },
      { id: 'homeType', type: 'radioGroup' },
      { id: 'hasYard', type: 'checkbox' },
      { id: 'reasonInput', type: 'textarea' },
      { id: 'submitAppBtn', type: 'button' },
      { id: 'myAppsRepeater', type: 'repeater' },
      { id: 'myAppPet', type: 'text', parentId: 'myAppsRepeater' },
      { id: 'myAppStatus', type: 'text', parentId: 'myAppsRepeater' },
    ],
    outputType,
  );

describe("template engine: a public list beside a member's own", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'shows every pet to a visitor and each applicant their own applications (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(request(outputType), { itemsPerCollection: 3 });
      expect(run.errors).toEqual([]);
      expect(
        (run.$w('#petsRepeater') as unknown as { data: unknown[] }).data.length,
      ).toBeGreaterThan(0);
      expect(permissionsOf(result.instructions, 'Pets')).toContain('anyone can view content');
      expect(permissionsOf(result.instructions, 'AdoptionApplications')).toContain(
        "only the item's author can view content",
      );
      expect(result.frontendCode).toContain("$item('#myAppStatus').text = asText(item.status);");
      if (outputType === 'frontend_backend') {
        expect(result.backendCode).toContain(
          'export const getPets = webMethod(Permissions.Anyone,',
        );
        expect(result.backendCode).toContain(
          'export const getAdoptionApplications = webMethod(Permissions.SiteMember,',
        );
        expect(result.backendCode).toContain(".eq('_owner', member._id)");
      }
    },
  );
});
