import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * A form in states with an error text in each step (plan-form-steps.ts `errorTextId`): a step's
 * problems show in its own text, not in step 1's, hidden while step 2 shows; and 'only go to
 * step 2 if both are filled' asks for companyInput, a name usually left optional.
 */

describe("template engine: each step's problems in its own text", () => {
  it.each(['velo', 'frontend_backend'] as const)(
    'tells step 1 and step 2 problems in their own texts (%s)',
    async (outputType) => {
      const { result, run } = await runGenerated(
        pageRequest(
          'Multi-step quote request in quoteBox (a multi-state box with states step1, step2 and done). Step 1 has companyInput and emailInput and a nextButton; only go to step 2 if both are filled and the email is valid. Step 2 has budgetInput (a number, at least 500) and sendButton. sendButton saves everything to QuoteRequests and switches to the done state.',
          { QuoteRequests: { company: 'text', email: 'text', budget: 'number' } },
          [
            { id: 'quoteBox', type: 'custom', customType: 'MultiStateBox' },
            { id: 'step1', type: 'container', parentId: 'quoteBox' },
            { id: 'companyInput', type: 'input', parentId: 'step1' },
            { id: 'emailInput', type: 'input', parentId: 'step1' },
            { id: 'nextButton', type: 'button', parentId: 'step1' },
            { id: 'step1Error', type: 'text', parentId: 'step1' },
            { id: 'step2', type: 'container', parentId: 'quoteBox' },
            { id: 'budgetInput', type: 'input', parentId: 'step2' },
            { id: 'sendButton', type: 'button', parentId: 'step2' },
            { id: 'step2Error', type: 'text', parentId: 'step2' },
            { id: 'done', type: 'container', parentId: 'quoteBox' },
            { id: 'doneText', type: 'text', parentId: 'done' },
          ],
          outputType,
        ),
        { itemsPerCollection: 0 },
      );
      expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
      const text = (id: string) => (run.$w(`#${id}`) as unknown as { text: string }).text;
      const state = () =>
        (run.$w('#quoteBox') as unknown as { currentState: { id: string } }).currentState.id;
      await run.setValue('#emailInput', 'ada@example.com');
      await run.fire('#nextButton', 'click');
      await run.settle();
      expect([state(), text('step1Error')]).toEqual(['step1', 'Please enter your company.']);
      await run.setValue('#companyInput', 'Acme');
      await run.fire('#nextButton', 'click');
      await run.setValue('#budgetInput', '400');
      await run.fire('#sendButton', 'click');
      await run.settle();
      expect([state(), text('step2Error')]).toEqual(['step2', 'Budget must be at least 500.']);
      await run.setValue('#budgetInput', '900');
      await run.fire('#sendButton', 'click');
      await run.settle();
      expect(state()).toBe('done');
      expect(run.errors).toEqual([]);
    },
  );
});
