import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { pageRequest, repeatedTexts, runGenerated } from './test-support';

/**
 * A switch that changes the page: what it shows and hides on and off, the text that says which,
 * and the choice kept for the next visit. Run in the preview as a visitor would flip it.
 */

const PRICING =
  "Pricing page: when the billingSwitch is on, show yearly prices (yearlyBox) and hide monthly prices (monthlyBox); when it's off, show monthlyBox and hide yearlyBox. Also update billingLabel to say 'Billed yearly' or 'Billed monthly'. Remember the choice for the visitor's next visit.";

const request = (prompt: string) => {
  const elements = [
    { id: 'billingSwitch', type: 'custom', customType: 'Switch' },
    { id: 'yearlyBox', type: 'container' },
    { id: 'monthlyBox', type: 'container' },
    { id: 'billingLabel', type: 'text' },
  ];
  return ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
};

type El = Record<string, unknown>;

describe('template engine: switches that change the page', () => {
  it('shows one box or the other as the switch is flipped, says which, and keeps the choice', async () => {
    const { result, run } = await runGenerated(request(PRICING));
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const el = (id: string) => run.$w(`#${id}`) as unknown as El;
    const shown = () => [
      el('yearlyBox')['hidden'],
      el('monthlyBox')['hidden'],
      el('billingLabel')['text'],
    ];
    expect(shown()).toEqual([true, false, 'Billed monthly']);
    el('billingSwitch')['checked'] = true;
    await run.fire('#billingSwitch', 'change');
    expect(shown()).toEqual([false, true, 'Billed yearly']);
    expect(run.errors).toEqual([]);
    expect(result.instructions).toContain(
      'Turn `billingSwitch` on: `yearlyBox` shows and `monthlyBox` hides, and `billingLabel` says "Billed yearly"',
    );
    // The next visit starts where the visitor left it.
    const next = await runGenerated(request(PRICING), {
      codeBefore:
        "import { local as earlier } from 'wix-storage-frontend';\nearlier.setItem('billingSwitch', 'on');\n",
    });
    const again = (id: string) => next.run.$w(`#${id}`) as unknown as El;
    expect(again('billingSwitch')['checked']).toBe(true);
    expect(again('yearlyBox')['hidden']).toBe(false);
    expect(again('monthlyBox')['hidden']).toBe(true);
  });

  it('undoes when off what the prompt says for on', async () => {
    const { run } = await runGenerated(
      request('When billingSwitch is turned on, show yearlyBox and hide monthlyBox.'),
    );
    const el = (id: string) => run.$w(`#${id}`) as unknown as El;
    expect([el('yearlyBox')['hidden'], el('monthlyBox')['hidden']]).toEqual([true, false]);
    el('billingSwitch')['checked'] = true;
    await run.fire('#billingSwitch', 'change');
    expect([el('yearlyBox')['hidden'], el('monthlyBox')['hidden']]).toEqual([false, true]);
  });

  it.each([
    [
      "billingSwitch toggles between monthly and yearly: when on, planPrice shows yearlyPrice + ' / year', when off monthlyPrice + ' / month', and billingLabel says 'Billed yearly' or 'Billed monthly'.",
      ['10 / month', '100 / year'],
    ],
    [
      'billingSwitch toggles between monthly and yearly billing: when it is on, show yearlyPrice instead of monthlyPrice.',
      ['10', '100'],
    ],
  ])('switches the field each item shows: %s', async (sentence, [monthly, yearly]) => {
    const { result, run } = await runGenerated(
      pageRequest(
        `Plans are shown in plansRepeater (planName, planPrice). ${sentence}`,
        { Plans: { name: 'text', monthlyPrice: 'number', yearlyPrice: 'number' } },
        [
          { id: 'billingSwitch', type: 'custom', customType: 'Switch' },
          { id: 'billingLabel', type: 'text' },
          { id: 'plansRepeater', type: 'repeater' },
          { id: 'planName', type: 'text', parentId: 'plansRepeater' },
          { id: 'planPrice', type: 'text', parentId: 'plansRepeater' },
        ],
      ),
      {
        itemsPerCollection: 0,
        beforeRun: (page) =>
          void page.data.insert('Plans', { name: 'Gold', monthlyPrice: 10, yearlyPrice: 100 }),
      },
    );
    expect(run.errors).toEqual([]);
    const price = () => {
      let text = '';
      (
        run.$w('#plansRepeater') as unknown as {
          forEachItem(fn: ($item: (id: string) => { text: string }) => void): void;
        }
      ).forEachItem(($item) => (text = $item('#planPrice').text));
      return text;
    };
    const label = () => (run.$w('#billingLabel') as unknown as El)['text'];
    const labelled = sentence.includes('billingLabel');
    expect(price()).toBe(monthly);
    if (labelled) expect(label()).toBe('Billed monthly');
    (run.$w('#billingSwitch') as unknown as El)['checked'] = true;
    await run.fire('#billingSwitch', 'change');
    expect(price()).toBe(yearly);
    if (labelled) expect(label()).toBe('Billed yearly');
    (run.$w('#billingSwitch') as unknown as El)['checked'] = false;
    await run.fire('#billingSwitch', 'change');
    expect(price()).toBe(monthly);
    expect(run.errors).toEqual([]);
    expect(result.instructions).toContain(
      'Turn `billingSwitch` on: `planPrice` in each item of `plansRepeater` shows `yearlyPrice`',
    );
  });
});

/**
 * Review 20, 10: 'billingSwitch toggles between monthly and yearly: in yearly mode priceText shows
 * yearlyPrice instead'. Off is the first mode named. Before, the switch was left out and every
 * plan showed its yearly price as the monthly one.
 */
describe('template engine: a switch between two modes, named in order', () => {
  it('shows the monthly price until the switch is on', async () => {
    const { run } = await runGenerated(
      pageRequest(
        'Subscription plans. plansRepeater shows Plans with planNameText and priceText ($/month). billingSwitch toggles between monthly and yearly: in yearly mode priceText shows yearlyPrice instead.',
        { Plans: { planName: 'text', monthlyPrice: 'number', yearlyPrice: 'number' } },
        [
          { id: 'billingSwitch', type: 'custom', customType: 'Switch' },
          { id: 'plansRepeater', type: 'repeater' },
          { id: 'planNameText', type: 'text', parentId: 'plansRepeater' },
          { id: 'priceText', type: 'text', parentId: 'plansRepeater' },
        ],
        'frontend_backend',
      ),
      {
        itemsPerCollection: 0,
        beforeRun(page) {
          void page.data.insert('Plans', { planName: 'Pro', monthlyPrice: 10, yearlyPrice: 100 });
        },
      },
    );
    expect(run.errors).toEqual([]);
    expect(repeatedTexts(run, 'plansRepeater', 'priceText')).toEqual(['$10.00']);
    await run.setValue('#billingSwitch', true);
    await run.settle();
    expect(repeatedTexts(run, 'plansRepeater', 'priceText')).toEqual(['$100.00']);
  });
});
