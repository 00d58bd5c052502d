import { ZGenerationRequest, type TGenerationRequestInput } from '@veloforge/shared';
import { describe, expect, it } from 'vitest';

import { generate, selectorProblems, syntaxErrors, withoutComments } from './test-support';

const base: TGenerationRequestInput = {
  prompt: 'Newsletter signup: save the email to Subscribers and show a thank-you message.',
  collections: [{ name: 'Subscribers', fields: [{ id: 'email', type: 'text' }] }],
  elementIds: ['emailInput', 'subscribeButton', 'statusText'],
};
const run = (extra: Partial<TGenerationRequestInput>) =>
  generate(ZGenerationRequest.parse({ ...base, ...extra })).pieces;

const PAGE_REFERENCE = [
  "import wixLocation from 'wix-location';",
  '',
  'function track(name) {',
  '  console.log(name);',
  '}',
  '',
  '$w.onReady(function () {',
  "  track('ready');",
  '});',
  '',
].join('\n');

describe('template engine: reference code', () => {
  it("'template' keeps the reference and fills the generated wiring into its $w.onReady", () => {
    const { frontendCode } = run({ referenceCode: PAGE_REFERENCE, referenceCodeUsage: 'template' });
    expect(frontendCode).toContain("import wixLocation from 'wix-location';");
    expect(frontendCode).toContain('function track(name) {');
    expect(frontendCode.match(/\$w\.onReady\(/g)).toHaveLength(1);
    expect(frontendCode).toMatch(
      /\$w\.onReady\(function \(\) \{\n {2}track\('ready'\);\n[\s\S]*\$w\('#subscribeButton'\)\.onClick/,
    );
    expect(frontendCode).toContain("import wixData from 'wix-data';");
    expect(syntaxErrors(frontendCode)).toEqual([]);
  });

  it("'template' adds a $w.onReady when the reference has none, and renames clashing names", () => {
    const reference = 'function showStatus(text) {\n  console.log(text);\n}\n';
    const { frontendCode } = run({ referenceCode: reference, referenceCodeUsage: 'template' });
    expect(frontendCode).toContain(reference);
    expect(frontendCode.indexOf(reference)).toBeLessThan(frontendCode.indexOf('$w.onReady('));
    expect(frontendCode).toContain('function showStatusGenerated(message) {');
    expect(frontendCode).toContain('$w.onReady(');
    expect(syntaxErrors(frontendCode)).toEqual([]);
  });

  it("'template' keeps a backend reference and appends the functions it lacks", () => {
    const reference =
      "import wixData from 'wix-data';\n\nexport async function ping() {\n  return 'pong';\n}\n";
    const { backendCode, frontendCode } = run({
      outputType: 'frontend_backend',
      backendReferenceCode: reference,
      referenceCodeUsage: 'template',
    });
    expect(
      backendCode.startsWith(
        "import wixData from 'wix-data';\nimport { Permissions, webMethod } from 'wix-web-module';",
      ),
    ).toBe(true);
    expect(backendCode).toContain('export async function ping()');
    expect(backendCode).toContain('export const submitSubscriber = webMethod(');
    expect(backendCode.match(/import wixData/g)).toHaveLength(1);
    expect(frontendCode).toContain('submitSubscriber');
    expect(syntaxErrors(backendCode)).toEqual([]);
  });

  it("'template' keeps an HTML reference and adds the declared elements it lacks", () => {
    const reference =
      '<!DOCTYPE html>\n<html>\n<body>\n  <input id="emailInput">\n</body>\n</html>\n';
    const { htmlCode } = run({
      outputType: 'html',
      htmlReferenceCode: reference,
      referenceCodeUsage: 'template',
    });
    expect(htmlCode.startsWith('<!DOCTYPE html>\n<html>\n<body>\n  <input id="emailInput">')).toBe(
      true,
    );
    expect(htmlCode.match(/id="emailInput"/g)).toHaveLength(1);
    expect(htmlCode).toContain('id="subscribeButton"');
    expect(htmlCode).toContain('window.parent.postMessage');
  });

  it("'improve' returns the reference corrected: '#', ids, onReady, try/catch, module names", () => {
    const reference = [
      "import wixData from 'wix-data';",
      "import wixLocation from 'wix-location';",
      '',
      "$w('subscribeButon').onClick(async () => {",
      "  await wixData.insert('Subscribers', { email: $w('#emailinput').value });",
      "  wixLocation.to('/thanks');",
      '});',
      '',
    ].join('\n');
    const pieces = run({ referenceCode: reference, referenceCodeUsage: 'improve' });
    const code = pieces.frontendCode;
    expect(code).toContain("from 'wix-location-frontend'");
    expect(code).toContain("$w('#subscribeButton').onClick(async () => {");
    expect(code).toContain("$w('#emailInput').value");
    expect(code).toMatch(/\$w\.onReady\(\(\) => \{\n {2}\$w\('#subscribeButton'\)/);
    expect(code).toMatch(/try \{\n\s+await wixData\.insert/);
    expect(code).toMatch(/^\/\/ Your reference code, improved:/);
    expect(syntaxErrors(code)).toEqual([]);
    const structure = generate(ZGenerationRequest.parse(base)).structure;
    expect(selectorProblems(withoutComments(code), structure)).toEqual([]);
  });

  it("'improve' turns .jsw-style backend functions into web methods when the preference is 'web'", () => {
    const reference =
      "import wixData from 'wix-data';\n\nexport async function count() {\n  return wixData.query('Subscribers').count();\n}\n";
    const { backendCode } = run({
      outputType: 'backend',
      backendReferenceCode: reference,
      referenceCodeUsage: 'improve',
    });
    expect(backendCode).toContain("import { Permissions, webMethod } from 'wix-web-module';");
    expect(backendCode).toContain(
      'export const count = webMethod(Permissions.Anyone, async () => {',
    );
    expect(syntaxErrors(backendCode)).toEqual([]);
  });

  it("'improve' fixes HTML mechanically", () => {
    const { htmlCode } = run({
      outputType: 'html',
      htmlReferenceCode: '<html><body><img src="a.png"><button>Go</button></body></html>',
      referenceCodeUsage: 'improve',
    });
    expect(htmlCode).toMatch(/^<!DOCTYPE html>/);
    expect(htmlCode).toContain('<html lang="en">');
    expect(htmlCode).toContain('<img src="a.png" alt="">');
    expect(htmlCode).toContain('<button type="button">Go</button>');
  });

  it("'inspiration' and 'uncertain' generate normally with a note", () => {
    const plain = run({}).frontendCode;
    for (const usage of ['inspiration', 'uncertain'] as const) {
      const { frontendCode } = run({ referenceCode: PAGE_REFERENCE, referenceCodeUsage: usage });
      expect(frontendCode).toMatch(/^\/\/ .*reference code.*approach only/i);
      expect(frontendCode.endsWith(plain)).toBe(true);
      expect(frontendCode).not.toContain('function track');
    }
  });

  it('says when a reference is for a piece the output type does not produce', () => {
    const { frontendCode } = run({
      backendReferenceCode: 'export async function x() {}',
      referenceCodeUsage: 'template',
    });
    expect(frontendCode).toMatch(/^\/\/ The backend reference code was not used/);
  });

  it('keeps a reference with a syntax error and puts the generated code after it', () => {
    const reference = '$w.onReady(() => {\n';
    const { frontendCode } = run({ referenceCode: reference, referenceCodeUsage: 'template' });
    expect(frontendCode.startsWith(reference)).toBe(true);
    expect(frontendCode).toContain('has a syntax error');
  });
});
