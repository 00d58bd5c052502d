import { describe, expect, it } from 'vitest';

import { changedPieces, lines, troubleshoot } from './test-support';

describe('troubleshootOffline: element code outside $w.onReady', () => {
  it('moves top-level element code to the start of the existing onReady', () => {
    const result = troubleshoot({
      errorDetails: 'The button does nothing when clicked',
      frontendCode: lines(
        "import wixData from 'wix-data';",
        '',
        '// Send the form',
        "$w('#submitButton').onClick(() => {",
        "  $w('#statusText').text = 'Sent';",
        '});',
        '',
        '$w.onReady(async () => {',
        "  $w('#headline').text = 'Contact us';",
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toBe(
      lines(
        "import wixData from 'wix-data';",
        '',
        '',
        '$w.onReady(async () => {',
        '  // Send the form',
        "  $w('#submitButton').onClick(() => {",
        "    $w('#statusText').text = 'Sent';",
        '  });',
        "  $w('#headline').text = 'Contact us';",
        '});',
      ),
    );
    expect(result.explanation).toContain('moved it into `$w.onReady`');
  });

  it('creates an onReady when there is none, async when the code awaits', () => {
    const result = troubleshoot({
      errorDetails: 'Nothing shows on the page',
      frontendCode: lines(
        '// Page code for the Home page',
        '',
        "import { getStats } from 'backend/stats.web';",
        "$w('#headline').text = String((await getStats()).count);",
        "$w('#statusText').show();",
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toBe(
      lines(
        '// Page code for the Home page',
        '',
        "import { getStats } from 'backend/stats.web';",
        '$w.onReady(async function () {',
        "  $w('#headline').text = String((await getStats()).count);",
        "  $w('#statusText').show();",
        '});',
      ),
    );
  });

  it('keeps a top-level const that other top-level code still uses', () => {
    const result = troubleshoot({
      errorDetails: 'Nothing happens',
      frontendCode: lines(
        "const title = $w('#headline');",
        'export function headline_click() {',
        "  title.text = 'Clicked';",
        '}',
        "$w('#statusText').hide();",
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toBe(
      lines(
        "const title = $w('#headline');",
        'export function headline_click() {',
        "  title.text = 'Clicked';",
        '}',
        '$w.onReady(function () {',
        "  $w('#statusText').hide();",
        '});',
      ),
    );
  });

  it('leaves a file header comment in place', () => {
    const result = troubleshoot({
      errorDetails: 'The status never hides',
      frontendCode: lines('// Page code for the Home page', '', "$w('#statusText').hide();"),
    });
    expect(result.frontendCode).toBe(
      lines(
        '// Page code for the Home page',
        '',
        '$w.onReady(function () {',
        "  $w('#statusText').hide();",
        '});',
      ),
    );
  });

  it('leaves element code inside functions where it is', () => {
    const code = lines(
      'function showStatus(text) {',
      "  $w('#statusText').text = text;",
      '}',
      "$w.onReady(() => showStatus('Ready'));",
    );
    expect(() => troubleshoot({ errorDetails: 'Something is off', frontendCode: code })).toThrow(
      'did not recognise this error',
    );
  });
});
