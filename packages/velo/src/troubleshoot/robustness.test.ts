import { describe, expect, it } from 'vitest';

import { NothingToFixError } from '../types';
import { syntaxErrorCount } from './ast';
import { lines, troubleshoot } from './test-support';

/** Odd, broken and unusual code: the troubleshooter may decline, but never crash or break it. */
const ODD_CODE = [
  'x',
  'const a = ;',
  "$w('#title'",
  "$w(`#${id}`).hide(); $w('#titel').show()",
  "$w.onReady(init);\n$w('#titel').text = 'a';\nfunction init() {}",
  "$w.onReady(async () => {\n}\n$w('#x')",
  "export default function () { $w('titl').show(); }",
  "import wixData from 'wix-data';\nconst x = wixData.query().find();",
  "$w('#productRepeater').data = [1, 2, 3];",
  "$w('#productRepeater').data = items.map(() => ({ a: 1 }));",
  "$w('#productRepeater').onItemReady(function () { $w('#itemTitle').text = 'x'; });",
  "label: for (;;) { $w('#title').hide(); break label; }",
  "class A { m() { $w('#titel').hide(); } }",
  "$w('#title').collapsed = true; $w('#submitButton').enabled = x;",
  "const { a } = $w('#title'); $w('#title').text = a;",
  "`multi\nline ${$w('#title').text}`;",
  "wixData.insert('Messages', { ...x, emial: 1, [k]: 2, f() {}, get g() { return 1; } });",
];
const ERRORS = [
  'TypeError: $w(...).show is not a function',
  'WDE0025 The Prodcts collection does not exist.',
  'something else',
];

describe('troubleshootOffline on odd code', () => {
  it('never crashes and never adds a syntax error', () => {
    for (const code of ODD_CODE) {
      for (const errorDetails of ERRORS) {
        try {
          const result = troubleshoot({
            errorDetails,
            frontendCode: code,
            backendCode: code,
            outputType: 'full',
          });
          for (const piece of [result.frontendCode, result.backendCode]) {
            if (piece === undefined) continue;
            expect(syntaxErrorCount(piece), `${code}\n=>\n${piece}`).toBeLessThanOrEqual(
              syntaxErrorCount(code),
            );
          }
        } catch (error) {
          expect(error, code).toBeInstanceOf(NothingToFixError);
        }
      }
    }
  });

  it('does not move statements around code that does not parse', () => {
    expect(() =>
      troubleshoot({ errorDetails: 'nothing works', frontendCode: lines("$w('#title'") }),
    ).toThrow(NothingToFixError);
  });

  it('names the first parameter when it adds an index to a callback without any', () => {
    const result = troubleshoot({
      errorDetails: 'repeater shows placeholders',
      frontendCode: lines(
        "$w.onReady(() => { $w('#productRepeater').data = items.map(() => ({ a: 1 })); });",
      ),
    });
    expect(result.frontendCode).toContain(
      'items.map((_item, index) => ({ _id: String(index), a: 1 }))',
    );
  });
});
