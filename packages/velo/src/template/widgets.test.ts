import { runVeloPage } from '@veloforge/preview';
import { ZGenerationRequest } from '@veloforge/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createVeloEngine } from '../engine';
import { buildStructure } from '../structure';

/**
 * Page behaviours with no data behind them, from the sentence that names their elements: a
 * character counter, copy-to-clipboard and scroll buttons, and a countdown. Each runs in the
 * preview as a visitor would use it: typing, clicking, waiting.
 */

const engine = createVeloEngine();

type Declared = { id: string; type: string; parentId?: string };

type BeforeRun = NonNullable<Parameters<typeof runVeloPage>[0]['beforeRun']>;

type RunOptions = Omit<Parameters<typeof runVeloPage>[0], 'structure' | 'frontendCode'>;

async function page(
  prompt: string,
  elements: Declared[],
  before?: BeforeRun,
  options: RunOptions = {},
) {
  const request = ZGenerationRequest.parse({
    prompt,
    outputType: 'velo',
    includeInstructions: true,
    collections: [],
    elementIds: elements.map((e) => e.id),
    elementHierarchy: { elements },
  });
  const result = await engine.generate(request);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  const run = await runVeloPage({
    structure: buildStructure(request),
    frontendCode: result.frontendCode,
    ...(before ? { beforeRun: before } : {}),
    ...options,
  });
  expect(run.errors).toEqual([]);
  const el = (id: string) => run.element(id) as unknown as Record<string, unknown>;
  return { result, run, el };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('template engine: counters, copy, scroll and link buttons, countdowns', () => {
  it('counts what is left of the limit as the visitor types, in the words of the example', async () => {
    const { result, run, el } = await page(
      'As the visitor types in messageInput, charCountText shows how many characters are left, like "480 characters left" (limit 500).',
      [
        { id: 'messageInput', type: 'textarea' },
        { id: 'charCountText', type: 'text' },
      ],
    );
    expect(el('charCountText')['text']).toBe('500 characters left');
    await run.setValue('#messageInput', 'Hello');
    expect(el('charCountText')['text']).toBe('495 characters left');
    expect(el('messageInput')['maxLength']).toBe(500);
    await run.setValue('#messageInput', 'x'.repeat(499));
    expect(el('charCountText')['text']).toBe('1 character left');
    expect(result.instructions).toContain(
      'Type in `messageInput`: `charCountText` counts the characters and the field stops at 500.',
    );
  });

  it('counts what is typed against the limit ("120/300"), and with no limit just counts', async () => {
    const limited = await page(
      'bioCountText shows the characters typed in bioInput out of 300, like "120/300".',
      [
        { id: 'bioInput', type: 'textarea' },
        { id: 'bioCountText', type: 'text' },
      ],
    );
    await limited.run.setValue('#bioInput', 'abc');
    expect(limited.el('bioCountText')['text']).toBe('3/300');
    const open = await page('nameCountText counts the characters typed in nameInput.', [
      { id: 'nameInput', type: 'input' },
      { id: 'nameCountText', type: 'text' },
    ]);
    await open.run.setValue('#nameInput', 'Ada');
    expect(open.el('nameCountText')['text']).toBe('3 characters');
  });

  it('copies a written value and says "Copied!" on the button, then puts its label back', async () => {
    const { result, run, el } = await page(
      'copyEmailButton copies the email address hello@example.com to the clipboard and shows "Copied!" on its label for 2 seconds.',
      [{ id: 'copyEmailButton', type: 'button' }],
      (p) => {
        (p.elements.get('copyEmailButton') as unknown as { label: string }).label = 'Copy email';
      },
    );
    await run.fire('#copyEmailButton', 'click');
    expect(run.records.clipboard).toEqual(['hello@example.com']);
    expect(el('copyEmailButton')['label']).toBe('Copied!');
    await run.settle();
    expect(run.clock.elapsed).toBeGreaterThanOrEqual(2000);
    expect(el('copyEmailButton')['label']).toBe('Copy email');
    expect(result.frontendCode).toContain("$w('#copyEmailButton').label = 'Copied!';");
    expect(result.frontendCode).toContain("import wixWindowFrontend from 'wix-window-frontend';");
  });

  it("copies another element's text, or the page's address", async () => {
    const code = await page('copyCodeButton copies the code in couponText to the clipboard.', [
      { id: 'couponText', type: 'text' },
      { id: 'copyCodeButton', type: 'button' },
    ]);
    (code.el('couponText') as { text: string }).text = 'SAVE10';
    await code.run.fire('#copyCodeButton', 'click');
    expect(code.run.records.clipboard).toEqual(['SAVE10']);
    const link = await page('shareButton copies the page link to the clipboard.', [
      { id: 'shareButton', type: 'button' },
    ]);
    await link.run.fire('#shareButton', 'click');
    expect(link.run.records.clipboard).toHaveLength(1);
    expect(link.run.records.clipboard[0]).toMatch(/^https?:\/\//);
  });

  it('goes to the page or site each button is said to go to, several in one sentence', async () => {
    const { result, run } = await page(
      "docsButton opens https://docs.example.com/start. homeButton takes visitors to /. pricingButton links to the '/pricing' page. The heroButton goes to /shop, and aboutButton navigates to /about-us.",
      ['docsButton', 'homeButton', 'pricingButton', 'heroButton', 'aboutButton'].map((id) => ({
        id,
        type: 'button',
      })),
    );
    for (const id of ['docsButton', 'homeButton', 'pricingButton', 'heroButton', 'aboutButton'])
      await run.fire(`#${id}`, 'click');
    expect(run.navigations).toEqual([
      'https://docs.example.com/start',
      '/',
      '/pricing',
      '/shop',
      '/about-us',
    ]);
    expect(result.instructions).toContain(
      'Click `heroButton`: the browser goes to /shop (a page of your site with that URL).',
    );
  });

  it('scrolls to the section it names, or to the top of the page', async () => {
    const named = await page('pricingButton scrolls down to pricingSection.', [
      { id: 'pricingSection', type: 'section' },
      { id: 'pricingButton', type: 'button' },
    ]);
    const scrollTo = vi.fn(async () => undefined);
    named.el('pricingSection')['scrollTo'] = scrollTo;
    await named.run.fire('#pricingButton', 'click');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const top = await page('backToTopButton scrolls back to the top of the page.', [
      { id: 'backToTopButton', type: 'button' },
    ]);
    await top.run.fire('#backToTopButton', 'click');
    expect(top.run.records.windowScrolls).toEqual([{ x: 0, y: 0 }]);
  });

  it('shows a back-to-top button once the hero is scrolled past, and scrolls to the top, not to the hero', async () => {
    const { run, el } = await page(
      'backToTopButton is hidden at first and shows once the visitor scrolls past heroSection; clicking it scrolls to the top.',
      [
        { id: 'heroSection', type: 'section' },
        { id: 'backToTopButton', type: 'button' },
      ],
    );
    expect(el('backToTopButton')['hidden']).toBe(true);
    await run.fire('#heroSection', 'viewportLeave');
    expect(el('backToTopButton')['hidden']).toBe(false);
    await run.fire('#backToTopButton', 'click');
    expect(run.records.windowScrolls).toEqual([{ x: 0, y: 0 }]);
    await run.fire('#heroSection', 'viewportEnter');
    expect(el('backToTopButton')['hidden']).toBe(true);
  });

  it('steps a quantity with plus and minus buttons, within the bounds said', async () => {
    const { result, run, el } = await page(
      'quantityInput starts at 1; plusButton adds 1 and minusButton takes 1 away, never below 1 or above 3.',
      [
        { id: 'quantityInput', type: 'input' },
        { id: 'plusButton', type: 'button' },
        { id: 'minusButton', type: 'button' },
      ],
    );
    const values: unknown[] = [el('quantityInput')['value']];
    for (const id of ['plus', 'plus', 'plus', 'minus', 'minus', 'minus']) {
      await run.fire(`#${id}Button`, 'click');
      values.push(el('quantityInput')['value']);
    }
    expect(values).toEqual(['1', '2', '3', '3', '2', '1', '1']);
    expect(result.instructions).toContain(
      'Click `plusButton` and `minusButton`: `quantityInput` goes up and down by 1, staying between 1 and 3.',
    );
  });

  it("counts down to the day in the visitor's zone, every second, then shows the words said", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 30, 22, 58, 30));
    const { result, el } = await page(
      'countdownText counts down to January 1, 2027, then shows "We are live!".',
      [{ id: 'countdownText', type: 'text' }],
    );
    expect(el('countdownText')['text']).toBe('1d 01h 01m 30s');
    expect(result.frontendCode).toContain('new Date(2027, 0, 1, 0, 0, 0)');
    expect(result.instructions).toContain(
      '`countdownText` counts down to 1 January 2027, 00:00 in the visitor\'s time zone, every second, then shows "We are live!".',
    );
    vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 1));
    const { el: after } = await page(
      'countdownText counts down to January 1, 2027, then shows "We are live!".',
      [{ id: 'countdownText', type: 'text' }],
    );
    expect(after('countdownText')['text']).toBe('We are live!');
  });

  it('counts down in one text per unit and, at zero, hides the countdown and shows the button', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 30, 22, 58, 30));
    const prompt =
      'Countdown to our launch on 2027-01-01 at 09:00: update daysText, hoursText, minutesText and secondsText every second. When the countdown reaches zero, hide countdownBox and show launchButton.';
    const elements = [
      { id: 'countdownBox', type: 'container' },
      ...['daysText', 'hoursText', 'minutesText', 'secondsText'].map((id) => ({
        id,
        type: 'text',
        parentId: 'countdownBox',
      })),
      { id: 'launchButton', type: 'button' },
    ];
    const { result, el } = await page(prompt, elements);
    const shown = (ids: string[]) => ids.map((id) => el(id)['text']);
    expect(shown(['daysText', 'hoursText', 'minutesText', 'secondsText'])).toEqual([
      '1',
      '10',
      '01',
      '30',
    ]);
    expect(el('launchButton')['hidden']).toBe(true);
    expect(el('countdownBox')['hidden']).toBe(false);
    expect(result.instructions).toContain(
      'every second, then hides `countdownBox` and shows `launchButton`.',
    );
    vi.setSystemTime(new Date(2027, 0, 1, 9, 0, 1));
    const { el: after } = await page(prompt, elements);
    expect(after('countdownBox')['hidden']).toBe(true);
    expect(after('launchButton')['hidden']).toBe(false);
  });

  it('at zero, each verb covers every element listed after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 1, 9, 0, 1));
    const { el } = await page(
      'countdownText counts down to 2027-01-01 at 09:00. At zero, hide countdownText and promoText, then show launchButton and launchNote.',
      [
        { id: 'countdownText', type: 'text' },
        { id: 'promoText', type: 'text' },
        { id: 'launchButton', type: 'button' },
        { id: 'launchNote', type: 'text' },
      ],
    );
    expect(['countdownText', 'promoText'].map((id) => el(id)['hidden'])).toEqual([true, true]);
    expect(['launchButton', 'launchNote'].map((id) => el(id)['hidden'])).toEqual([false, false]);
  });

  it('a "Show more" button names what it opens and says "Show less" while it is open', async () => {
    const { result, run, el } = await page(
      'readMoreButton expands the longText box and its label switches between "Show more" and "Show less".',
      [
        { id: 'longText', type: 'text' },
        { id: 'readMoreButton', type: 'button' },
      ],
    );
    expect(el('longText')['collapsed']).toBe(true);
    expect(el('readMoreButton')['label']).toBe('Show more');
    await run.fire('#readMoreButton', 'click');
    expect(el('longText')['collapsed']).toBe(false);
    expect(el('readMoreButton')['label']).toBe('Show less');
    await run.fire('#readMoreButton', 'click');
    expect(el('longText')['collapsed']).toBe(true);
    expect(el('readMoreButton')['label']).toBe('Show more');
    expect(result.instructions).toContain('Click `readMoreButton`: `longText` shows and hides.');
  });

  it.each([
    'bioInput takes at most 500 characters; errorText says "Too long" otherwise.',
    'submitButton sends the message, and a copy goes to the address in emailInput.',
    'helpButton scrolls nothing; statusText shows the time left today.',
    'nextButton and prevButton page through the products and scroll back to the top of the page.',
    'searchInput filters once at least 3 characters are typed, and countText shows how many products match.',
  ])('gives no widget to a sentence that only mentions its words: %s', async (prompt) => {
    const request = ZGenerationRequest.parse({
      prompt,
      outputType: 'velo',
      collections: [],
      elementIds: [
        'bioInput',
        'errorText',
        'submitButton',
        'emailInput',
        'helpButton',
        'statusText',
        'nextButton',
        'prevButton',
        'searchInput',
        'countText',
      ],
    });
    const { frontendCode } = await engine.generate(request);
    expect(frontendCode).not.toMatch(/counts the characters|copyToClipboard|scrollTo|setInterval/);
  });

  it.each([
    ['On mobile, collapse filtersBox.', 'filtersBox', 'Mobile'],
    ['Show menuButton only on mobile.', 'menuButton', 'Desktop'],
  ] as const)(
    'collapses elements on the device the prompt says: %s',
    async (prompt, id, hiddenOn) => {
      const elements = [
        { id: 'filtersBox', type: 'container' },
        { id: 'menuButton', type: 'button' },
      ];
      const collapsed = async (formFactor: 'Mobile' | 'Desktop') => {
        const { el } = await page(prompt, elements, undefined, { formFactor });
        return el(id)['collapsed'];
      };
      const { result } = await page(prompt, elements);
      expect(await collapsed(hiddenOn)).toBe(true);
      expect(await collapsed(hiddenOn === 'Mobile' ? 'Desktop' : 'Mobile')).toBe(false);
      expect(result.instructions).toContain("the editor's mobile view in Preview");
    },
  );
});
