import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';

/**
 * An element shown by itself after a delay ('Show promoBox 5 seconds after the page loads'), its
 * close button hiding it (never opening it) and, when the prompt says so, remembering the close
 * so it stays hidden. Run in the preview on its fake clock.
 */

const engine = createVeloEngine();

const promo = (prompt: string) =>
  ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [],
    elementIds: ['promoBox', 'closePromoButton'],
    elementHierarchy: {
      elements: [
        { id: 'promoBox', type: 'container' },
        { id: 'closePromoButton', type: 'button', parentId: 'promoBox' },
      ],
    },
  });

const PROMPT =
  'Show promoBox 5 seconds after the page loads (it starts hidden). closePromoButton hides it and remembers in session storage so it does not show again during the session.';

type Box = { collapsed: boolean };

async function run(prompt: string, before = '') {
  const request = promo(prompt);
  const result = await engine.generate(request);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const page = await runVeloPage({
    structure: buildStructure(request),
    frontendCode: `${before}${result.frontendCode}`,
  });
  await page.settle();
  expect(page.errors).toEqual([]);
  return { result, page, box: () => page.$w('#promoBox') as unknown as Box };
}

describe('template engine: elements that appear after a delay', () => {
  it('shows the box after 5 seconds and hides it for good from its close button', async () => {
    const { result, page, box } = await run(PROMPT);
    expect(page.clock.elapsed).toBeGreaterThanOrEqual(5000);
    expect(result.frontendCode).toContain("setTimeout(() => $w('#promoBox').expand(), 5000);");
    expect(box().collapsed).toBe(false);
    await page.fire('#closePromoButton', 'click');
    expect(box().collapsed).toBe(true);
    await page.fire('#closePromoButton', 'click');
    expect(box().collapsed).toBe(true);
    expect(result.instructions).toContain(
      'Wait 5 seconds after the page loads: `promoBox` appears; close it with `closePromoButton` and reload: it stays hidden until the browser tab is closed.',
    );
  });

  it('keeps the box hidden when the visitor closed it earlier in the session', async () => {
    const closedBefore =
      "import { session as earlier } from 'wix-storage-frontend';\nearlier.setItem('promoBoxClosed', 'true');\n";
    const { box } = await run(PROMPT, closedBefore);
    expect(box().collapsed).toBe(true);
  });

  it('shows it again on every visit when nothing is remembered', async () => {
    const { result, box } = await run(
      'After 3 seconds, promoBox appears. closePromoButton closes it.',
    );
    expect(result.frontendCode).not.toContain('wix-storage');
    expect(box().collapsed).toBe(false);
  });

  it("closes a signup popup from a bare 'closeButton' inside it, beside the form it holds", async () => {
    const request = ZGenerationRequest.parse({
      prompt:
        'Newsletter popup: after 5 seconds, show newsletterBox. closeButton hides it. emailInput and subscribeButton save the email to Subscribers.',
      outputType: 'velo',
      includeInstructions: true,
      collections: [{ name: 'Subscribers', fields: [{ id: 'email', type: 'text' }] }],
      elementIds: ['newsletterBox', 'emailInput', 'subscribeButton', 'closeButton'],
      elementHierarchy: {
        elements: [
          { id: 'newsletterBox', type: 'container' },
          { id: 'emailInput', type: 'input', parentId: 'newsletterBox' },
          { id: 'subscribeButton', type: 'button', parentId: 'newsletterBox' },
          { id: 'closeButton', type: 'button', parentId: 'newsletterBox' },
        ],
      },
    });
    const result = await engine.generate(request);
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
    const page = await runVeloPage({
      structure: buildStructure(request),
      frontendCode: result.frontendCode,
    });
    await page.settle();
    const box = () => page.$w('#newsletterBox') as unknown as Box;
    expect(box().collapsed).toBe(false);
    await page.fire('#closeButton', 'click');
    expect(box().collapsed).toBe(true);
    expect(page.errors).toEqual([]);
  });
});
