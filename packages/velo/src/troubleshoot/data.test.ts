import { describe, expect, it } from 'vitest';

import { NothingToFixError } from '../types';
import { changedPieces, lines, troubleshoot } from './test-support';

describe('troubleshootOffline: collections and fields', () => {
  it('fixes the collection WDE0025 names', () => {
    const result = troubleshoot({
      errorDetails:
        'Error: WDE0025: The products collection does not exist. You cannot work with a collection using the Data API before it is created in the Editor.',
      frontendCode: lines(
        "import wixData from 'wix-data';",
        '$w.onReady(async () => {',
        '  try {',
        "    const { items } = await wixData.query('products').limit(20).find();",
        '    console.log(items.length);',
        '  } catch (err) {',
        '    console.error(err);',
        '  }',
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("await wixData.query('Products').limit(20).find();");
    expect(result.explanation).toContain('`products` is not a declared collection');
    expect(result.explanation).toContain('`WDE0025` means');
  });

  it('fixes a collection name held in a const or passed to a helper when the error names it', () => {
    const result = troubleshoot({
      errorDetails: 'WDE0025: The Mesages collection does not exist.',
      frontendCode: lines(
        "import wixData from 'wix-data';",
        "const PRODUCTS = 'Product';",
        'async function save(collection, item) {',
        '  return wixData.insert(collection, item);',
        '}',
        '$w.onReady(async () => {',
        '  await wixData.query(PRODUCTS).limit(10).find();',
        "  await save('Mesages', { email: 'a@b.c' });",
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("const PRODUCTS = 'Products';");
    expect(result.frontendCode).toContain("await save('Messages', { email: 'a@b.c' });");
  });

  it('fixes field keys in query filters, sorts and inserts, in backend code', () => {
    const result = troubleshoot({
      errorDetails: 'The search returns nothing and new messages are missing their text',
      outputType: 'frontend_backend',
      frontendCode: lines("$w.onReady(() => { $w('#headline').text = 'Hi'; });"),
      backendCode: lines(
        "import { Permissions, webMethod } from 'wix-web-module';",
        "import wixData from 'wix-data';",
        'export const search = webMethod(Permissions.Anyone, async (term) => {',
        "  return wixData.query('Products').contains('Title', term).ascending('prices').limit(50).find();",
        '});',
        'export const send = webMethod(Permissions.Anyone, async (email, messge) => {',
        "  return wixData.insert('Messages', { email, messge, 'mail': email });",
        '});',
      ),
    });
    expect(result).not.toHaveProperty('frontendCode');
    expect(result.backendCode).toContain(".contains('title', term).ascending('price').limit(50)");
    expect(result.backendCode).toContain(
      "wixData.insert('Messages', { email, message: messge, 'email': email })",
    );
    expect(result.explanation).toContain(
      'Backend code, line 4: `Title` is not a field of `Products`',
    );
  });

  it('maps `id` in a filter to the system field `_id`', () => {
    const result = troubleshoot({
      errorDetails: 'query finds nothing',
      frontendCode: lines(
        "import wixData from 'wix-data';",
        "$w.onReady(async () => { await wixData.query('Products').eq('id', '1').limit(1).find(); });",
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain(".eq('_id', '1')");
  });

  it('leaves an unrelated collection alone', () => {
    expect(() =>
      troubleshoot({
        errorDetails: 'WDE0025: The Orders collection does not exist.',
        frontendCode: lines(
          "import wixData from 'wix-data';",
          "$w.onReady(async () => { await wixData.query('Orders').limit(5).find(); });",
        ),
      }),
    ).toThrow(NothingToFixError);
  });

  it('adds the missing wix-data import ("wixData is not defined")', () => {
    const result = troubleshoot({
      errorDetails: 'ReferenceError: wixData is not defined',
      frontendCode: lines(
        '// Page code for Home',
        "$w.onReady(async () => { await wixData.query('Products').limit(5).find(); });",
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toBe(
      lines(
        '// Page code for Home',
        "import wixData from 'wix-data';",
        '',
        "$w.onReady(async () => { await wixData.query('Products').limit(5).find(); });",
      ),
    );
  });
});
