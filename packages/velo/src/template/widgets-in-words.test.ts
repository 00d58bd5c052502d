import { describe, expect, it } from 'vitest';

import { pageRequest, runGenerated } from './test-support';

/**
 * Review 27: small page helpers asked for in plain words — 'a character counter under the message
 * box', 'Show password checkbox … the password input shows the text', 'Copy link button copies
 * the page URL' — gave an empty page: only an element's id counted as naming it, and nothing
 * built a password's reveal box.
 */

type Field = { value: string; text: string; inputType: string; checked: boolean };

describe('template engine: page helpers whose elements are named in words', () => {
  it('counts the characters typed in the message box, up to the limit', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        'Put a character counter under the message box, like 0/500, and stop at 500 characters.',
        {},
        [
          { id: 'messageBox', type: 'textarea' },
          { id: 'charCountText', type: 'text' },
        ],
      ),
    );
    expect(result.diagnostics).toEqual([]);
    await run.setValue('#messageBox', 'Hello');
    await run.fire('#messageBox', 'input');
    expect((run.$w('#charCountText') as unknown as Field).text).toBe('5/500');
  });

  it('shows the password while its box is ticked', async () => {
    const { run, result } = await runGenerated(
      pageRequest(
        'Show password checkbox: when ticked, the password input shows the text; untick hides it again.',
        {},
        [
          { id: 'passwordInput', type: 'input' },
          { id: 'showPasswordCheckbox', type: 'checkbox' },
        ],
      ),
    );
    expect(result.diagnostics).toEqual([]);
    const input = run.$w('#passwordInput') as unknown as Field;
    expect(input.inputType).toBe('password');
    await run.setValue('#showPasswordCheckbox', true);
    await run.fire('#showPasswordCheckbox', 'change');
    expect(input.inputType).toBe('text');
    await run.setValue('#showPasswordCheckbox', false);
    await run.fire('#showPasswordCheckbox', 'change');
    expect(input.inputType).toBe('password');
    expect(run.errors).toEqual([]);
  });

  it('wires a copy-link and a back-to-top button named in words', async () => {
    const { result } = await runGenerated(
      pageRequest(
        'Copy link button copies the page URL. Also a back to top button that scrolls to the top.',
        {},
        [
          { id: 'copyLinkButton', type: 'button' },
          { id: 'backToTopButton', type: 'button' },
        ],
      ),
    );
    expect(result.frontendCode).toContain('copyToClipboard(wixLocationFrontend.url)');
    expect(result.frontendCode).toContain("$w('#backToTopButton').onClick(");
    expect(result.diagnostics).toEqual([]);
  });
});
