import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Buttons showing a state of a multi-state box or a tab of a Tabs element (state-buttons.ts):
 * 'specsButton shows specsState', 'seeReviewsButton switches productTabs to reviewsTab'. Before,
 * the buttons did nothing and the coverage warning named their sentences.
 */

type Box = { currentState: { id: string } };
type Tabs = { currentTab: { id: string } };

describe('template engine: buttons showing a state or a tab', () => {
  it('switches a multi-state box between the states the buttons name', async () => {
    const { result, run } = await runGenerated(
      pageRequest(
        'infoBox has the states overviewState and specsState. specsButton shows specsState; overviewButton goes back to overviewState.',
        {},
        [
          { id: 'infoBox', type: 'custom', customType: 'MultiStateBox' },
          { id: 'overviewState', type: 'container', parentId: 'infoBox' },
          { id: 'specsState', type: 'container', parentId: 'infoBox' },
          { id: 'specsButton', type: 'button' },
          { id: 'overviewButton', type: 'button' },
        ],
      ),
    );
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const box = run.$w('#infoBox') as unknown as Box;
    expect(box.currentState.id).toBe('overviewState');
    await run.fire('#specsButton', 'click');
    expect(box.currentState.id).toBe('specsState');
    await run.fire('#overviewButton', 'click');
    expect(box.currentState.id).toBe('overviewState');
    expect(result.instructions).toContain(
      'State, ID `specsState`, inside `infoBox` (a state of `infoBox`: a button of the code switches to it)',
    );
    expect(result.instructions).toContain(
      'Click `specsButton`: `infoBox` shows its state `specsState`.',
    );
  });

  it('opens the tab a button names, by its id or as "the reviews tab"', async () => {
    const tabs = [
      { id: 'productTabs', type: 'custom', customType: 'Tabs' },
      { id: 'detailsTab', type: 'container', parentId: 'productTabs' },
      { id: 'reviewsTab', type: 'container', parentId: 'productTabs' },
      { id: 'seeReviewsButton', type: 'button' },
    ];
    for (const prompt of [
      'productTabs has the tabs detailsTab and reviewsTab. Clicking seeReviewsButton switches productTabs to reviewsTab.',
      'seeReviewsButton opens the reviews tab.',
    ]) {
      const { result, run } = await runGenerated(pageRequest(prompt, {}, tabs));
      // The tabs themselves need no code: their menu switches them.
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const element = run.$w('#productTabs') as unknown as Tabs;
      expect(element.currentTab.id).toBe('detailsTab');
      await run.fire('#seeReviewsButton', 'click');
      expect(element.currentTab.id).toBe('reviewsTab');
    }
  });

  it('leaves the steps of a multi-step form to the form', async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Signup form saves to Signups. formBox has the states step1 (nameInput) and step2 (emailInput). nextButton shows step2; submitButton submits.',
        { Signups: { name: 'text', email: 'text' } },
        [
          { id: 'formBox', type: 'custom', customType: 'MultiStateBox' },
          { id: 'step1', type: 'container', parentId: 'formBox' },
          { id: 'nameInput', type: 'input', parentId: 'step1' },
          { id: 'step2', type: 'container', parentId: 'formBox' },
          { id: 'emailInput', type: 'input', parentId: 'step2' },
          { id: 'nextButton', type: 'button' },
          { id: 'submitButton', type: 'button', parentId: 'step2' },
        ],
      ),
    );
    expect(result.frontendCode).not.toContain("$w('#nextButton').onClick(() => $w('#formBox')");
    expect(result.frontendCode).toContain("wixData.insert('Signups'");
  });
});
