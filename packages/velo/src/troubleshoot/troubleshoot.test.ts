import { describe, expect, it, vi } from 'vitest';

import { NothingToFixError, type Diagnostic } from '../types';
import { FIXABLE_RULES, type CheckFn } from './index';
import { nearest } from '../similarity';
import { lines, troubleshoot } from './test-support';

const GOOD_PAGE = lines(
  "import wixData from 'wix-data';",
  '',
  '$w.onReady(async () => {',
  "  $w('#productRepeater').onItemReady(($item, item) => {",
  "    $item('#itemTitle').text = item.title;",
  '  });',
  '  try {',
  "    const { items } = await wixData.query('Products').ascending('title').limit(50).find();",
  "    $w('#productRepeater').data = items;",
  '  } catch (err) {',
  "    console.error('Could not load products', err);",
  '  }',
  '});',
);

describe('troubleshootOffline', () => {
  it('throws NothingToFixError for an unrecognised error on good code', () => {
    const run = () =>
      troubleshoot({ errorDetails: 'The page looks too blue on mobile', frontendCode: GOOD_PAGE });
    expect(run).toThrow(NothingToFixError);
    expect(run).toThrow(
      /did not recognise this error[\s\S]*It can fix: element ids[\s\S]*configure an AI model/,
    );
  });

  it('explains a recognised error it cannot fix, still as NothingToFixError', () => {
    expect(() =>
      troubleshoot({
        errorDetails: 'TypeError: $w(...).onItemReady is not a function',
        frontendCode: GOOD_PAGE,
      }),
    ).toThrow(
      /`\$w\(\.\.\.\)\.onItemReady is not a function` means[\s\S]*probably missing on this page/,
    );
  });

  it('treats originalCode as the primary piece and returns it under its piece name', () => {
    const result = troubleshoot({
      errorDetails: 'TypeError: $w(...).hide is not a function',
      originalCode: lines("$w.onReady(() => { $w('statusText').hide(); });"),
    });
    expect(result.frontendCode).toBe(lines("$w.onReady(() => { $w('#statusText').hide(); });"));
    expect(Object.keys(result).sort()).toEqual([
      'diagnostics',
      'engine',
      'explanation',
      'frontendCode',
    ]);
  });

  it('reads originalCode as backend code for backend output', () => {
    const result = troubleshoot({
      errorDetails: 'WDE0025: The Product collection does not exist.',
      outputType: 'backend',
      originalCode: lines(
        "import wixData from 'wix-data';",
        "export async function list() { return wixData.query('Product').limit(10).find(); }",
      ),
    });
    expect(result.backendCode).toContain("wixData.query('Products')");
    expect(result).not.toHaveProperty('frontendCode');
  });

  it('returns only the pieces it changed, leaving HTML alone', () => {
    const html =
      '<div id="box"><script>window.onmessage = (e) => console.log(e.data);</script></div>\n';
    const result = troubleshoot({
      errorDetails: 'TypeError: $w(...).onClick is not a function',
      outputType: 'full',
      frontendCode: lines("$w.onReady(() => { $w('submitButton').onClick(() => {}); });"),
      backendCode: lines("export const ping = () => 'pong';"),
      htmlCode: html,
    });
    expect(Object.keys(result).sort()).toEqual([
      'diagnostics',
      'engine',
      'explanation',
      'frontendCode',
    ]);
  });

  it('fixes what the checker reports even when the error text does not mention it', () => {
    // Neither string is in a `$w(...)` or wix-data call: only the checker's positions reveal them.
    const code = lines(
      "import wixData from 'wix-data';",
      "const FIELDS_TO_HIDE = ['#statusTxt'];",
      'const load = (name) => wixData.query(name).limit(10).find();',
      '$w.onReady(async () => {',
      '  FIELDS_TO_HIDE.forEach((id) => $w(id).hide());',
      "  await load('Prodcts');",
      '});',
    );
    const findings: Diagnostic[] = [
      {
        piece: 'frontend',
        line: 2,
        column: 25,
        severity: 'error',
        code: 'unknown-element-id',
        message: 'No element #statusTxt',
      },
      {
        piece: 'frontend',
        line: 6,
        column: 14,
        severity: 'error',
        code: 'unknown-collection',
        message: 'Unknown collection Prodcts',
      },
    ];
    const check = vi.fn<CheckFn>((pieces) => (pieces.frontendCode === code ? findings : []));
    const result = troubleshoot(
      { errorDetails: 'The page shows an error', frontendCode: code },
      check,
    );
    expect(result.frontendCode).toContain("const FIELDS_TO_HIDE = ['#statusText'];");
    expect(result.frontendCode).toContain("await load('Products');");
    expect(check).toHaveBeenCalledTimes(2);
    expect(check.mock.calls[1]?.[0].frontendCode).toBe(result.frontendCode);
    expect(result.diagnostics).toEqual([]);
  });

  it('moves statements and adds `_id` where the checker points, past what it can see itself', () => {
    const code = lines(
      'const reveal = (id) => $w(id).show();',
      'function fill(repeater, rows) {',
      '  repeater.data = rows.map((row) => ({ title: row.name }));',
      '}',
      "reveal('#statusText');",
      "$w.onReady(() => fill($w('#productRepeater'), []));",
    );
    const finding = (line: number, ruleCode: string): Diagnostic => ({
      piece: 'frontend',
      line,
      column: 3,
      severity: 'error',
      code: ruleCode,
      message: ruleCode,
    });
    const result = troubleshoot({ errorDetails: 'Nothing shows', frontendCode: code }, (pieces) =>
      pieces.frontendCode === code
        ? [finding(3, 'repeater-data-without-id'), finding(5, 'element-outside-onready')]
        : [],
    );
    expect(result.frontendCode).toBe(
      lines(
        'const reveal = (id) => $w(id).show();',
        'function fill(repeater, rows) {',
        '  repeater.data = rows.map((row, index) => ({ _id: String(index), title: row.name }));',
        '}',
        '$w.onReady(function () {',
        "  reveal('#statusText');",
        '});',
        "$w.onReady(() => fill($w('#productRepeater'), []));",
      ),
    );
  });

  it("returns the checker's findings on the fixed code", () => {
    const remaining: Diagnostic = {
      piece: 'frontend',
      line: 1,
      column: 1,
      severity: 'warning',
      code: 'missing-try-catch',
      message: 'Awaited call without try/catch',
    };
    const result = troubleshoot(
      {
        errorDetails: 'TypeError: $w(...).show is not a function',
        frontendCode: lines("$w.onReady(() => { $w('statusText').show(); });"),
      },
      () => [remaining],
    );
    expect(result.diagnostics).toEqual([remaining]);
  });

  it('covers the checker rules it promises', () => {
    expect(FIXABLE_RULES).toEqual([
      'unknown-element-id',
      'selector-missing-hash',
      'unknown-collection',
      'repeater-data-without-id',
      'element-outside-onready',
    ]);
  });
});

describe('nearest', () => {
  const ids = ['title', 'subtitle', 'submitButton', 'nameInput', 'nameText', 'text2'];

  it('accepts typos, case slips, abbreviations and clear prefixes', () => {
    expect(nearest('titel', ids)).toBe('title');
    expect(nearest('Title', ids)).toBe('title');
    expect(nearest('submitBtn', ids)).toBe('submitButton');
    expect(nearest('submit', ids)).toBe('submitButton');
  });

  it('refuses unrelated, ambiguous, numbered and too-short names', () => {
    expect(nearest('shoppingCart', ids)).toBeNull();
    expect(nearest('name', ids)).toBeNull();
    expect(nearest('text1', ids)).toBeNull();
    expect(nearest('tite', ['time'])).toBeNull();
  });
});
