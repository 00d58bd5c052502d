import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 19, 20: 'Each step validates before moving on' asks for every input the prompt names,
 * a company name too (usually optional). Before, step 1 let an empty company through.
 */

describe('template engine: a multi-step form whose steps validate', () => {
  it('keeps step 1 until the company is entered', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Multi-step onboarding for new members in onboardingStateBox with states step1, step2. Step 1: companyInput and roleDropdown (Owner, Manager, Staff), next1Button. Step 2: goalsBox and finishButton saves everything to Onboarding. Each step validates before moving on.',
        { Onboarding: { company: 'text', role: 'text', goals: 'text' } },
        [
          { id: 'onboardingStateBox', type: 'custom', customType: 'MultiStateBox' },
          { id: 'step1', type: 'custom', customType: 'State', parentId: 'onboardingStateBox' },
          { id: 'companyInput', type: 'input', parentId: 'step1' },
          { id: 'roleDropdown', type: 'dropdown', parentId: 'step1' },
          { id: 'next1Button', type: 'button', parentId: 'step1' },
          { id: 'step2', type: 'custom', customType: 'State', parentId: 'onboardingStateBox' },
          { id: 'goalsBox', type: 'textarea', parentId: 'step2' },
          { id: 'finishButton', type: 'button', parentId: 'step2' },
        ],
        'frontend_backend',
      ),
      { member: true, itemsPerCollection: 0 },
    );
    const state = () =>
      (run.$w('#onboardingStateBox') as unknown as { currentState: { id: string } }).currentState
        .id;
    await run.setValue('#roleDropdown', 'Owner');
    await run.fire('#next1Button', 'click');
    await run.settle();
    expect(state()).toBe('step1');
    await run.setValue('#companyInput', 'Acme');
    await run.fire('#next1Button', 'click');
    await run.settle();
    expect(state()).toBe('step2');
    expect(run.errors).toEqual([]);
  });
});
