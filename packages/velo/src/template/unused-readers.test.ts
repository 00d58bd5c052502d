import { describe, expect, it } from 'vitest';

import { generate, pageRequest } from './test-support';

/**
 * Review 17: a check-in kiosk whose form the engine could not wire got a public web method for
 * every collection, GymMembers' names and expiry dates among them, none called by the page, and
 * setup steps opening GymMembers to visitors.
 */

const kiosk = pageRequest(
  'Gym check-in kiosk. Staff type the member number in memberNumberInput and press checkInBtn. Look up the member in GymMembers by memberNumber. todayCountText shows how many check-ins happened today.',
  {
    GymMembers: { memberNumber: 'text', firstName: 'text', membershipExpires: 'date' },
    CheckIns: { member: 'reference', checkInTime: 'date' },
  },
  [
    { id: 'memberNumberInput', type: 'input' },
    { id: 'checkInBtn', type: 'button' },
    { id: 'todayCountText', type: 'text' },
  ],
  'frontend_backend',
);

const shelves = pageRequest(
  'A page about our shop.',
  { Products: { title: 'text' }, Suppliers: { title: 'text' } },
  [{ id: 'headline', type: 'text' }],
  'frontend_backend',
);

describe('template engine: no web method the page does not call', () => {
  it('serves no reader of a collection named for people, and leaves its permissions alone', () => {
    const { pieces } = generate(kiosk);
    expect(pieces.backendCode).not.toContain("wixData.query('GymMembers')");
    const steps = pieces.instructions.split(/\n(?=\d+\. )/);
    const members = steps.find((s) => s.includes('`GymMembers` collection'));
    expect(members).toContain("Permissions: keep Wix's defaults");
  });

  it('with nothing wired, serves only the collection the page reads as its check', () => {
    const { pieces } = generate(shelves);
    const exported = [...pieces.backendCode.matchAll(/export const (\w+)/g)].map((m) => m[1]);
    expect(exported).toEqual(['getProducts']);
    expect(pieces.frontendCode).toContain('getProducts');
  });
});
