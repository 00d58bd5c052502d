import { ZGenerationRequest } from '@veloforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createVeloEngine } from './engine';
import { parsedSites } from './fixtures/sites';
import {
  PROMPT_ELEMENT_UNUSED,
  PROMPT_FIELD_EXPOSED,
  PROMPT_MESSAGE_UNSAID,
} from './prompt-coverage';
import { pageRequest } from './template/test-support';
import { startFakeOpenAI } from './testing/fake-openai-server';
import type { EngineResult } from './types';

/** Sentences of the prompt the code leaves out are named in the checker's results. */

const template = createVeloEngine();

const RECIPES = { Recipes: { title: 'text', cookTime: 'number', image: 'image' } } as const;
const RECIPE_PAGE = [
  { id: 'headerText', type: 'text' },
  { id: 'recipesRepeater', type: 'repeater' },
  { id: 'titleText', type: 'text', parentId: 'recipesRepeater' },
  { id: 'recipeImage', type: 'image', parentId: 'recipesRepeater' },
  { id: 'printButton', type: 'button' },
  { id: 'chatButton', type: 'button' },
] as const;

function unusedFindings(result: EngineResult) {
  return result.diagnostics.filter((d) => d.code === PROMPT_ELEMENT_UNUSED);
}

describe('sentences naming elements the code never uses', () => {
  it('names each such sentence and its elements, as a warning on the page code', async () => {
    const result = await template.generate(
      pageRequest(
        "The headerText says 'Our recipes'. recipesRepeater shows each recipe with titleText and recipeImage. printButton prints the page. chatButton opens the live chat and printButton stays.",
        RECIPES,
        [...RECIPE_PAGE],
      ),
    );
    const findings = unusedFindings(result);
    expect(findings.map((d) => d.message)).toEqual([
      `Not in this code: the prompt says "printButton prints the page.", but the page code never uses '#printButton'. Reword that sentence and generate again, or write that part yourself.`,
      `Not in this code: the prompt says "chatButton opens the live chat and printButton stays.", but the page code never uses '#printButton' or '#chatButton'. Reword that sentence and generate again, or write that part yourself.`,
    ]);
    expect(findings.every((d) => d.piece === 'frontend' && d.severity === 'warning')).toBe(true);
    // The repeater, its texts and the heading (set in the editor) are not named.
    expect(findings.map((d) => d.message).join('\n')).not.toMatch(/#(?:recipes|title|header)/);
  });

  it('finds nothing in any fixture site, whose every sentence the template engine writes', async () => {
    for (const { name, request } of parsedSites()) {
      for (const outputType of ['velo', 'frontend_backend', 'full'] as const) {
        const result = await template.generate({ ...request, outputType });
        expect(unusedFindings(result), `${name} (${outputType})`).toEqual([]);
      }
    }
  });

  it('reads a state named in a string, and leaves out datasets, containers and an embed given its HTML', async () => {
    const result = await template.generate(
      pageRequest(
        'signupStates (a multi-state box) has stepOne, stepTwo and thanksState: nextButton goes to stepTwo, and submitButton saves nameInput and emailInput to Subscribers and shows thanksState. promoBox and productsDataset stay as they are. mapHtml shows our office.',
        { Subscribers: { name: 'text', email: 'text' } },
        [
          { id: 'signupStates', type: 'container' },
          { id: 'stepOne', type: 'container', parentId: 'signupStates' },
          { id: 'nameInput', type: 'input', parentId: 'stepOne' },
          { id: 'nextButton', type: 'button', parentId: 'stepOne' },
          { id: 'stepTwo', type: 'container', parentId: 'signupStates' },
          { id: 'emailInput', type: 'input', parentId: 'stepTwo' },
          { id: 'submitButton', type: 'button', parentId: 'stepTwo' },
          { id: 'thanksState', type: 'container', parentId: 'signupStates' },
          { id: 'promoBox', type: 'container' },
          { id: 'promoImage', type: 'image', parentId: 'promoBox' },
          { id: 'productsDataset', type: 'dataset' },
          { id: 'mapHtml', type: 'custom', customType: 'HtmlComponent' },
        ],
        'full',
      ),
    );
    expect(result.frontendCode).toContain("changeState('thanksState')");
    expect(result.htmlCode).not.toBe('');
    expect(unusedFindings(result)).toEqual([]);
  });

  it('names a status text whose words the code never shows', async () => {
    const result = await template.generate(
      pageRequest(
        "On load show 'Your plan ends June 30' in #planStatus.",
        { Plans: { memberId: 'text', endsOn: 'date' } },
        [{ id: 'planStatus', type: 'text' }],
      ),
    );
    expect(unusedFindings(result).map((d) => d.message)).toEqual([
      `Not in this code: the prompt says "On load show 'Your plan ends June 30' in #planStatus.", but the page code never uses '#planStatus'. Reword that sentence and generate again, or write that part yourself.`,
    ]);
  });

  it('says nothing of an element the prompt asks to leave as it is', async () => {
    const result = await template.generate(
      pageRequest(
        'recipesRepeater shows each recipe with titleText. printButton stays as it is. Do not touch chatButton.',
        RECIPES,
        [...RECIPE_PAGE],
      ),
    );
    expect(unusedFindings(result)).toEqual([]);
  });

  it('says nothing without page code to compare', async () => {
    const result = await template.generate(
      pageRequest('printButton prints the page.', RECIPES, [...RECIPE_PAGE], 'backend'),
    );
    expect(unusedFindings(result)).toEqual([]);
  });
});

describe("a rule's refusal the code never says", () => {
  const unsaid = async (prompt: string) =>
    (await template.generate(pageRequest(prompt, RECIPES, [...RECIPE_PAGE]))).diagnostics
      .filter((d) => d.code === PROMPT_MESSAGE_UNSAID)
      .map((d) => /"([^"]+)"/.exec(d.message)?.[1]);

  it('is named when its sentence names no element (review 17: rules said in field words)', async () => {
    expect(
      await unsaid(
        'recipesRepeater shows each recipe with titleText. The cook time can\'t be over 300 minutes ("Too long to cook"). A recipe may only be rated once, otherwise show "You already rated this".',
      ),
    ).toEqual(['Too long to cook', 'You already rated this']);
  });

  it('is not a text the editor sets: a quote in a sentence with no rule and no element', async () => {
    expect(
      await unsaid(
        'recipesRepeater shows each recipe with titleText. A banner above it says "New this week".',
      ),
    ).toEqual([]);
  });
});

describe('fields the prompt keeps private', () => {
  const walkers = (prompt: string, outputType: 'velo' | 'frontend_backend') =>
    template.generate(
      pageRequest(
        prompt,
        { DogWalkers: { name: 'text', phone: 'text', area: 'text' } },
        [
          { id: 'walkersRepeater', type: 'repeater' },
          { id: 'walkerName', type: 'text', parentId: 'walkersRepeater' },
          { id: 'walkerArea', type: 'text', parentId: 'walkersRepeater' },
        ],
        outputType,
      ),
    );
  const exposed = (result: EngineResult) =>
    result.diagnostics.filter((d) => d.code === PROMPT_FIELD_EXPOSED).map((d) => d.message);

  it('are named when page code reads whole items; page + backend code keeps them', async () => {
    const prompt =
      'walkersRepeater lists DogWalkers with walkerName and walkerArea. Phone numbers are private - never send them to the page.';
    expect(exposed(await walkers(prompt, 'velo'))).toEqual([
      "Not private in this code: the prompt keeps 'phone' of DogWalkers from the page, but this page code reads whole DogWalkers items with wix-data, so every reader's browser gets it. Generate page + backend code (its web module sends only what the page shows), or write that part yourself.",
    ]);
    const kept = await walkers(prompt, 'frontend_backend');
    expect(exposed(kept)).toEqual([]);
    expect(kept.backendCode).toContain(
      'const items = result.items.map(({ phone: _phone, ...item }) => item);',
    );
  });

  it('says nothing of a field only left out of a list', async () => {
    const result = await walkers(
      "walkersRepeater lists DogWalkers with walkerName and walkerArea; don't show the phone.",
      'velo',
    );
    expect(exposed(result)).toEqual([]);
  });
});

describe("a shopping cart's button", () => {
  it('is no form saving to the collection: the setup says how a Wix Stores cart is filled', async () => {
    const result = await template.generate(
      pageRequest(
        'Product page for the dynamic item /products/{slug}. nameText and priceText show the product. quantityInput picks how many, and addToCartButton adds that many to the cart.',
        { Products: { name: 'text', slug: 'text', price: 'number' } },
        [
          { id: 'nameText', type: 'text' },
          { id: 'priceText', type: 'text' },
          { id: 'quantityInput', type: 'input' },
          { id: 'addToCartButton', type: 'button' },
        ],
      ),
    );
    expect(result.frontendCode).not.toContain('wixData.insert');
    expect(result.frontendCode).toContain("$w('#nameText').text");
    expect(result.instructions).toContain('**The cart.** This code adds nothing to a cart.');
    expect(result.instructions).toContain('`currentCart.addToCurrentCart()`');
    expect(unusedFindings(result).map((d) => d.message)).toEqual([
      expect.stringContaining("never uses '#quantityInput' or '#addToCartButton'"),
    ]);
  });
});

describe('with a model', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
  });

  it("names what the model's answer left out", async () => {
    const frontendCode = `$w.onReady(() => {\n  $w('#titleText').text = 'Recipes';\n});\n`;
    fake.script({
      content: JSON.stringify({ frontendCode, backendCode: '', htmlCode: '', instructions: '' }),
    });
    const engine = createVeloEngine({
      model: { apiKey: 'sk-test', model: 'gpt-test', baseURL: fake.baseURL, timeoutMs: 5_000 },
    });
    const request = ZGenerationRequest.parse({
      ...pageRequest('titleText says Recipes. chatButton opens the live chat.', {}, [
        { id: 'titleText', type: 'text' },
        { id: 'chatButton', type: 'button' },
      ]),
    });
    const result = await engine.generate(request);
    expect(result.engine).toBe('model');
    expect(unusedFindings(result).map((d) => d.message)).toEqual([
      expect.stringContaining('"chatButton opens the live chat."'),
    ]);
  });
});
