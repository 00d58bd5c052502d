import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * Review 22's pharmacy: 'A logged-in member sees only their own prescriptions in #rxRepeater'
 * where the pharmacy adds each one with the patient's member id in `patientId`. Before, the list
 * was found by `_owner` (the admin who added them, so every patient saw none); with '(patientId
 * holds their member id)' written in, the list read RefillRequests with no filter at all.
 */

const PROMPT = (said: string) =>
  `Pharmacy refill requests. A logged-in member sees only their own prescriptions${said} in #rxRepeater (#rxName, #rxDosage). Each has #requestRefillButton which creates a RefillRequests record.`;

describe("template engine: a member's items found by the person's id field", () => {
  it.each(['', ' (patientId holds their member id)'])(
    'lists the prescriptions whose patientId is the member (%s)',
    async (said) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT(said),
          {
            Prescriptions: { medication: 'text', dosage: 'text', patientId: 'text' },
            RefillRequests: { prescription: 'reference', status: 'text' },
          },
          [
            { id: 'rxRepeater', type: 'repeater' },
            { id: 'rxName', type: 'text', parentId: 'rxRepeater' },
            { id: 'rxDosage', type: 'text', parentId: 'rxRepeater' },
            { id: 'requestRefillButton', type: 'button', parentId: 'rxRepeater' },
          ],
          'frontend_backend',
        ),
        {
          itemsPerCollection: 0,
          member: { _id: 'm-1' },
          beforeRun: (page) => {
            void page.data.insert('Prescriptions', {
              medication: 'Aspirin',
              dosage: '100mg',
              patientId: 'm-1',
            });
            void page.data.insert('Prescriptions', {
              medication: 'Insulin',
              dosage: '10u',
              patientId: 'm-2',
            });
          },
        },
      );
      expect(repeatedTexts(run, 'rxRepeater', 'rxName')).toEqual(['Aspirin']);
      expect(repeatedTexts(run, 'rxRepeater', 'rxDosage')).toEqual(['100mg']);
      expect(result.instructions).toContain(
        'only the items whose `patientId` is the signed-in member',
      );
      expect(run.errors).toEqual([]);
    },
  );
});
