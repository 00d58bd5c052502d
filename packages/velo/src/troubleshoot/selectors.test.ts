import { describe, expect, it } from 'vitest';

import { NothingToFixError } from '../types';
import { changedPieces, lines, troubleshoot } from './test-support';

describe('troubleshootOffline: selectors and members', () => {
  it("adds the missing '#' that made `$w(...).onClick is not a function`", () => {
    const result = troubleshoot({
      errorDetails: 'TypeError: $w(...).onClick is not a function\n    at eval (Home.js:2:25)',
      frontendCode: lines(
        '$w.onReady(function () {',
        "  $w('submitButton').onClick(() => console.log('sent'));",
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("$w('#submitButton').onClick(");
    expect(result).not.toHaveProperty('backendCode');
    expect(result).not.toHaveProperty('htmlCode');
    expect(result.engine).toBe('template');
    expect(result.diagnostics).toEqual([]);
    expect(result.explanation).toContain("`submitButton` has no '#'");
    expect(result.explanation).toContain('`$w(...).onClick is not a function` means');
  });

  it('points a misspelt or abbreviated id at the closest declared one', () => {
    const result = troubleshoot({
      errorDetails: "TypeError: Cannot read properties of undefined (reading 'length')",
      frontendCode: lines(
        '$w.onReady(() => {',
        "  $w('#submitBtn').disable();",
        "  const q = $w('#serchInput').value.length;",
        "  $w('#headline, #statsText').show();",
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toBe(
      lines(
        '$w.onReady(() => {',
        "  $w('#submitButton').disable();",
        "  const q = $w('#searchInput').value.length;",
        "  $w('#headline, #statusText').show();",
        '});',
      ),
    );
    expect(result.explanation).toContain(
      '`#submitBtn` is not one of the declared element ids; changed to `#submitButton`',
    );
  });

  it('quotes an id passed as a bare name ("title is not defined")', () => {
    const result = troubleshoot({
      errorDetails: 'ReferenceError: title is not defined',
      frontendCode: lines('$w.onReady(() => {', "  $w(title).text = 'Hello';", '});'),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("$w('#title').text = 'Hello';");
    expect(result.explanation).toContain('`title is not defined` means');
  });

  it('leaves an unrelated id alone and says so instead of guessing', () => {
    const code = lines('$w.onReady(() => {', "  $w('#shoppingCart').onClick(() => {});", '});');
    expect(() =>
      troubleshoot({
        errorDetails: 'TypeError: $w(...).onClick is not a function',
        frontendCode: code,
      }),
    ).toThrow(NothingToFixError);
    try {
      troubleshoot({
        errorDetails: 'TypeError: $w(...).onClick is not a function',
        frontendCode: code,
      });
    } catch (error) {
      expect((error as Error).message).toContain(
        '`#shoppingCart` is not one of the declared element ids',
      );
    }
  });

  it('does not treat numbered ids as typos of each other, nor type selectors as ids', () => {
    const code = lines(
      '$w.onReady(() => {',
      "  $w('#text1').hide();",
      "  $w('Text').hide();",
      "  $w('#titl').show();",
      '});',
    );
    const result = troubleshoot({ errorDetails: 'the page is broken', frontendCode: code });
    expect(result.frontendCode).toContain("$w('#text1').hide();");
    expect(result.frontendCode).toContain("$w('Text').hide();");
    expect(result.frontendCode).toContain("$w('#title').show();");
  });

  it("renames a member the element's type lacks when the error names it", () => {
    const result = troubleshoot({
      errorDetails: 'The headline does not update: $w(...).value is undefined',
      frontendCode: lines('$w.onReady(() => {', "  $w('#headline').value = 'Welcome';", '});'),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("$w('#headline').text = 'Welcome';");
    expect(result.explanation).toContain(
      '`#headline` is a Text element, which has no `value`; changed to `text`.',
    );
  });

  it('renames Button `text` to `label` when the error names it, with the type guessed from the id', () => {
    const result = troubleshoot({
      errorDetails: "Property 'text' does not exist on type 'Button'.",
      frontendCode: lines('$w.onReady(() => {', "  $w('#submitButton').text = 'Send';", '});'),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("$w('#submitButton').label = 'Send';");
    expect(result.explanation).toContain('(going by its id)');
  });

  it('calls hide() instead of setting the read-only `hidden`', () => {
    const result = troubleshoot({
      errorDetails:
        'Wix code SDK error: Cannot set property hidden of Text which has only a getter.',
      frontendCode: lines('$w.onReady(() => {', "  $w('#statusText').hidden = true;", '});'),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("  $w('#statusText').hide();\n");
  });

  it('says which type lacks a method when no replacement is obvious', () => {
    expect(() =>
      troubleshoot({
        errorDetails: 'TypeError: $w(...).onItemClicked is not a function',
        frontendCode: lines(
          '$w.onReady(() => {',
          "  $w('#headline').onItemClicked(() => {});",
          '});',
        ),
      }),
    ).toThrow('`#headline` is a Text element, which has no `onItemClicked`');
  });
});
