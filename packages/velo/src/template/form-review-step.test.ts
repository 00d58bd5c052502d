import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 9's gym trial sign-up: three states of a multi-state box, the last without inputs
 * ('confirmState has summaryText, backButton3 and finishButton … summaryText lists what they
 * entered'). Before, the last state was no step: nextButton2 did nothing, so finishButton could
 * never be reached, and summaryText was left out.
 */

const PROMPT =
  'Gym trial sign-up in three steps inside the multi-state box signupStates, with states personalState, goalsState and confirmState. personalState has firstNameInput, emailInput and nextButton1; goalsState has goalDropdown (Lose weight, Build muscle), backButton2 and nextButton2; confirmState has summaryText, backButton3 and finishButton. Each Next validates that step\'s fields before moving on. summaryText lists what they entered. finishButton saves everything to TrialSignups and shows "Welcome aboard!" in thankYouText.';

describe('template engine: a last step to check what was entered', () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'moves on to the review step, lists the answers there and sends from it (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          PROMPT,
          { TrialSignups: { firstName: 'text', email: 'text', goal: 'text' } },
          [
            { id: 'signupStates', type: 'custom', customType: 'MultiStateBox' },
            { id: 'personalState', type: 'custom', customType: 'State', parentId: 'signupStates' },
            { id: 'goalsState', type: 'custom', customType: 'State', parentId: 'signupStates' },
            { id: 'confirmState', type: 'custom', customType: 'State', parentId: 'signupStates' },
            { id: 'firstNameInput', type: 'input', parentId: 'personalState' },
            { id: 'emailInput', type: 'input', parentId: 'personalState' },
            { id: 'nextButton1', type: 'button', parentId: 'personalState' },
            { id: 'goalDropdown', type: 'dropdown', parentId: 'goalsState' },
            { id: 'backButton2', type: 'button', parentId: 'goalsState' },
            { id: 'nextButton2', type: 'button', parentId: 'goalsState' },
            { id: 'summaryText', type: 'text', parentId: 'confirmState' },
            { id: 'backButton3', type: 'button', parentId: 'confirmState' },
            { id: 'finishButton', type: 'button', parentId: 'confirmState' },
            { id: 'thankYouText', type: 'text' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const state = () =>
        (run.$w('#signupStates') as unknown as { currentState: { id: string } }).currentState.id;
      await run.setValue('#firstNameInput', 'Ada');
      await run.setValue('#emailInput', 'ada@example.com');
      await run.fire('#nextButton1', 'click');
      expect(state()).toBe('goalsState');
      await run.setValue('#goalDropdown', 'Build muscle');
      await run.fire('#nextButton2', 'click');
      expect(state()).toBe('confirmState');
      expect((run.$w('#summaryText') as unknown as { text: string }).text).toBe(
        'First name: Ada\nEmail: ada@example.com\nGoal: Build muscle',
      );
      await run.fire('#finishButton', 'click');
      await run.settle();
      expect(run.errors).toEqual([]);
      const { items } = await run.wixData.query('TrialSignups').find();
      expect(items.map((i) => [i['firstName'], i['email'], i['goal']])).toEqual([
        ['Ada', 'ada@example.com', 'Build muscle'],
      ]);
      expect((run.$w('#thankYouText') as unknown as { text: string }).text).toBe('Welcome aboard!');
    },
  );
});
