import { describe, expect, it } from 'vitest';

import { changedPieces, lines, troubleshoot } from './test-support';

const ID_ERROR =
  'Wix code SDK error: Each item in the items array must have a member named `_id` which contains a unique value identifying the item.';

describe('troubleshootOffline: repeaters', () => {
  it('adds `_id` from the index to mapped objects that have none', () => {
    const result = troubleshoot({
      errorDetails: ID_ERROR,
      frontendCode: lines(
        "const products = [{ name: 'Tea', cost: 3 }];",
        '$w.onReady(() => {',
        "  $w('#productRepeater').onItemReady(($item, item) => {",
        "    $item('#itemTitle').text = item.title;",
        '  });',
        "  $w('#productRepeater').data = products.map(p => ({ title: p.name }));",
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain(
      "$w('#productRepeater').data = products.map((p, index) => ({ _id: String(index), title: p.name }));",
    );
    expect(result.explanation).toContain(
      'The repeater rejected its data because an item has no `_id`',
    );
  });

  it('adds `_id` next to an `id` used instead, in a multi-line object', () => {
    const result = troubleshoot({
      errorDetails: 'The repeater only shows its placeholder items',
      frontendCode: lines(
        '$w.onReady(async () => {',
        '  const rows = await loadRows();',
        "  $w('#productRepeater').data = rows.map((row) => {",
        '    return {',
        '      id: row.sku,',
        '      title: row.name,',
        '    };',
        '  });',
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain(
      lines(
        '    return {',
        '      _id: String(row.sku),',
        '      id: row.sku,',
        '      title: row.name,',
      ),
    );
    expect(result.explanation).toContain('(the repeater ignores `id`)');
  });

  it("copies a CMS item's `_id` given as `id` without wrapping it", () => {
    const result = troubleshoot({
      errorDetails: ID_ERROR,
      frontendCode: lines(
        "$w.onReady(() => { $w('#productRepeater').data = items.map((p) => ({ id: p._id })); });",
      ),
    });
    expect(result.frontendCode).toContain('items.map((p) => ({ _id: p._id, id: p._id }))');
    expect(changedPieces(result)).toEqual(['frontendCode']);
  });

  it('uses the source item id when the mapped object reads one', () => {
    const result = troubleshoot({
      errorDetails: ID_ERROR,
      frontendCode: lines(
        '$w.onReady(() => {',
        "  const repeater = $w('#productRepeater');",
        "  repeater.data = list.map((p) => ({ title: p.name, link: '/p/' + p.id }));",
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain(
      "repeater.data = list.map((p) => ({ _id: String(p.id), title: p.name, link: '/p/' + p.id }));",
    );
  });

  it('numbers the objects of an array literal', () => {
    const result = troubleshoot({
      errorDetails: ID_ERROR,
      frontendCode: lines(
        "const slides = [{ title: 'One' }, { id: 7, title: 'Two' }];",
        "$w.onReady(() => { $w('#productRepeater').data = slides; });",
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain(
      "const slides = [{ _id: '1', title: 'One' }, { _id: '7', id: 7, title: 'Two' }];",
    );
  });

  it('makes a non-string `_id` a string when the repeater says so', () => {
    const result = troubleshoot({
      errorDetails:
        'Wix code SDK error: The _id parameter that is passed to the data method cannot be set to the value 3. It must be of type string.',
      frontendCode: lines(
        "$w.onReady(() => { $w('#productRepeater').data = list.map((p) => ({ _id: p.number })); });",
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain('({ _id: String(p.number) })');
  });

  it('leaves objects spreading a CMS item alone (they carry `_id`)', () => {
    const result = troubleshoot({
      errorDetails: ID_ERROR,
      frontendCode: lines(
        '$w.onReady(() => {',
        "  $w('#productRepeater').data = items.map((item) => ({ ...item, label: item.title }));",
        "  $w('#sumbitButton').disable();",
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain('({ ...item, label: item.title })');
    expect(result.frontendCode).toContain("$w('#submitButton').disable();");
  });

  it('uses `$item` for repeated elements inside onItemReady', () => {
    const result = troubleshoot({
      errorDetails: 'Every item of the repeater shows the same title',
      frontendCode: lines(
        '$w.onReady(() => {',
        "  $w('#productRepeater').onItemReady(($item, itemData) => {",
        "    $w('#itemTitle').text = itemData.title;",
        "    $w('#headline').text = 'Products';",
        '  });',
        '});',
      ),
    });
    expect(changedPieces(result)).toEqual(['frontendCode']);
    expect(result.frontendCode).toContain("    $item('#itemTitle').text = itemData.title;");
    expect(result.frontendCode).toContain("    $w('#headline').text = 'Products';");
  });
});
