// @vitest-environment happy-dom
import { runInNewContext } from 'node:vm';

import { ZGenerationRequest } from '@veloforge/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createVeloEngine } from '../engine';

/**
 * An HTML embed that is itself a calculator: the engine's HTML mounted in a DOM, its script run,
 * filled in and submitted as a visitor would.
 */

const engine = createVeloEngine();

async function mountCalculator(prompt: string) {
  const result = await engine.generate(
    ZGenerationRequest.parse({
      prompt,
      outputType: 'html',
      includeInstructions: true,
      collections: [],
      elementIds: [],
    }),
  );
  const body = /<body>([\s\S]*)<\/body>/.exec(result.htmlCode)?.[1] ?? '';
  const script = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
  document.body.innerHTML = body.replace(/<script>[\s\S]*?<\/script>/, '');
  const messages: unknown[] = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    messages.push(message);
  });
  // The embed's script, run against this DOM as the browser runs it on load.
  runInNewContext(script, { document, window });
  const calculate = (values: Record<string, string>) => {
    for (const [id, value] of Object.entries(values))
      (document.getElementById(id) as HTMLInputElement).value = value;
    (document.getElementById('calculatorForm') as HTMLFormElement).dispatchEvent(
      new Event('submit', { cancelable: true }),
    );
    return document.getElementById('resultText')?.textContent ?? '';
  };
  return { result, calculate, messages };
}

describe('template engine: an HTML embed that is a calculator', () => {
  // The next test file in this worker sees the same window (decision 020).
  afterEach(() => vi.restoreAllMocks());

  it('works out a BMI and its category, and names a missing value', async () => {
    const { result, calculate, messages } = await mountCalculator(
      'An HTML embed with a BMI calculator: height in cm and weight in kg inputs, a Calculate button, and it shows the BMI with one decimal and the category.',
    );
    expect(result.htmlCode).toContain('<title>BMI calculator</title>');
    expect(calculate({ heightInput: '180', weightInput: '81' })).toBe(
      'Your BMI is 25.0: Overweight.',
    );
    expect(messages.at(-1)).toEqual({
      type: 'result',
      values: { heightInput: 180, weightInput: 81 },
      figures: { bmi: 25, category: 'Overweight' },
    });
    expect(calculate({ heightInput: '', weightInput: '81' })).toBe(
      'Please enter the height (cm) (50 to 275).',
    );
    expect(result.instructions).toContain('fill every field of the calculator and click Calculate');
  });

  it('uses pounds and inches when the prompt does', async () => {
    const { calculate } = await mountCalculator(
      'Calculate BMI from height in inches and weight in lbs, in an HTML embed.',
    );
    expect(calculate({ heightInput: '70', weightInput: '150' })).toBe(
      'Your BMI is 21.5: Normal weight.',
    );
  });

  it('works out a loan payment in the currency said', async () => {
    const { calculate } = await mountCalculator(
      'HTML embed: a mortgage calculator in dollars (amount, interest rate, years) that estimates the monthly payment.',
    );
    const text = calculate({ amountInput: '200000', rateInput: '5', yearsInput: '30' });
    expect(text).toMatch(/^Monthly payment: \$1,073\.64\. Total paid: \$386,511\.\d\d/);
  });

  it('splits a bill with its tip', async () => {
    const { calculate } = await mountCalculator(
      'A tip calculator embed in euros: bill, tip percentage and number of people.',
    );
    expect(calculate({ billInput: '80', tipInput: '15', peopleInput: '4' })).toMatch(
      /^Tip: €12\.00\. Total: €92\.00\. Each of 4 pays €23\.00\.$/,
    );
  });

  it('writes no calculator when the prompt names none', async () => {
    const { result } = await mountCalculator('A contact section with our opening hours.');
    expect(result.htmlCode).not.toContain('calculatorForm');
    // Nothing declared and nothing it can write: the setup says so rather than 'every element'.
    expect(result.instructions).toContain(
      'No elements were declared, so the HTML has no layout yet',
    );
  });
});
