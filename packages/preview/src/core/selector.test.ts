import { describe, expect, it } from 'vitest';

import type { ButtonElement, TextElement } from '../index';
import { runVeloPage } from './run-page';
import { structure } from './testing/structure';

const page = structure([
  ['title', 'Text'],
  ['subtitle', 'Text'],
  ['box', 'Box'],
  ['inBox', 'Text', 'box'],
  ['cta', 'Button', 'box'],
  ['widget', null],
]);

const run = (frontendCode: string) => runVeloPage({ structure: page, frontendCode });

describe('$w selectors', () => {
  it('returns the element for #id, with its id, type, parent and children', async () => {
    const r = await run('');
    const inBox = r.$w('#inBox') as TextElement;
    expect(inBox.id).toBe('inBox');
    expect(inBox.type).toBe('$w.Text');
    expect(inBox.parent).toBe(r.$w('#box'));
    expect((r.$w('#box') as unknown as { children: unknown[] }).children).toEqual([
      inBox,
      r.$w('#cta'),
    ]);
    expect((r.$w('#widget') as TextElement).type).toBe('$w.Element');
  });

  it('returns a plain empty array for a missing id, so calling a method throws the native TypeError', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w('#nope').text = 'silently ignored';
        console.log(Array.isArray($w('#nope')), $w('#nope').length, String($w('#nope').text));
        $w('#nope').show();
      });
    `);
    expect(r.console[0]).toEqual({ level: 'log', message: 'true 0 undefined' });
    expect(r.errors).toEqual(['TypeError: $w(...).show is not a function']);
  });

  it('treats a selector without # as a type name (the classic missing-# bug)', async () => {
    const r = await run("$w.onReady(() => { $w('title').hide(); });");
    expect(r.errors).toEqual(['TypeError: $w(...).hide is not a function']);
  });

  it('broadcasts property sets and calls over type selectors, returning the first result', async () => {
    const r = await run(`
      $w.onReady(async () => {
        const texts = $w('Text');
        console.log(Array.isArray(texts), texts.length, texts.map((t) => t.id).join());
        texts.text = 'same';
        const result = texts.hide();
        console.log(result instanceof Promise, texts.text);
        await result;
      });
    `);
    expect(r.console.map((e) => e.message)).toEqual(['true 3 title,subtitle,inBox', 'true same']);
    for (const id of ['title', 'subtitle', 'inBox']) {
      expect((r.$w(`#${id}`) as TextElement).text).toBe('same');
      expect((r.$w(`#${id}`) as TextElement).hidden).toBe(true);
    }
  });

  it('handles comma lists of ids and types, without duplicates, only with shared members', async () => {
    const r = await run(`
      $w.onReady(() => {
        const both = $w('#title, #cta, Text');
        console.log(both.map((e) => e.id).join());
        both.collapse();
        console.log(typeof both.label, typeof both.collapse);
      });
    `);
    expect(r.console.map((e) => e.message)).toEqual([
      'title,cta,subtitle,inBox',
      'undefined function',
    ]);
    expect((r.$w('#cta') as ButtonElement).collapsed).toBe(true);
    expect((r.$w('#subtitle') as TextElement).collapsed).toBe(true);
  });

  it('returns [] (no methods) when a type or list matches nothing', async () => {
    const r = await run("$w.onReady(() => { $w('Gallery, #nope').show(); });");
    expect(r.errors).toEqual(['TypeError: $w(...).show is not a function']);
  });

  it('keeps hidden/collapsed/enabled/isVisible read-only, logging the SDK message', async () => {
    const r = await run(`
      $w.onReady(async () => {
        $w('#cta').hidden = true;
        console.log($w('#cta').hidden, $w('#cta').isVisible);
        await $w('#box').hide();
        console.log($w('#cta').hidden, $w('#cta').isVisible);
        await $w('#cta').disable();
        console.log($w('#cta').enabled);
      });
    `);
    expect(r.console.map((e) => e.message)).toEqual([
      'Wix code SDK error: Cannot set property hidden of $w.Button which has only a getter.',
      'false true',
      'false false',
      'false',
    ]);
  });

  it('gives each type only its own API: a Text has no enable()', async () => {
    const r = await run("$w.onReady(() => { $w('#title').enable(); });");
    expect(r.errors).toEqual(['TypeError: $w(...).enable is not a function']);
  });
});

describe('$w.onReady', () => {
  it('runs callbacks in order after module code, awaiting async ones', async () => {
    const r = await run(`
      console.log('module');
      $w.onReady(async () => { await null; console.log('first done'); });
      $w.onReady(() => console.log('second'));
      console.log('module end');
    `);
    expect(r.console.map((e) => e.message)).toEqual([
      'module',
      'module end',
      'second',
      'first done',
    ]);
  });

  it('logs errors of one callback (sync or async) and still runs the others', async () => {
    const r = await run(`
      $w.onReady(() => { throw new RangeError('sync boom'); });
      $w.onReady(async () => { await null; null.x; });
      $w.onReady(() => { $w('#title').text = 'still runs'; });
    `);
    expect(r.errors).toEqual([
      'RangeError: sync boom',
      "TypeError: Cannot read properties of null (reading 'x')",
    ]);
    expect(r.console.filter((e) => e.level === 'error').map((e) => e.message)).toEqual(r.errors);
    expect((r.$w('#title') as TextElement).text).toBe('still runs');
  });

  it('runs a callback registered after the ready phase began immediately', async () => {
    const r = await run(`
      $w.onReady(() => {
        $w.onReady(() => console.log('late'));
        console.log('outer');
      });
    `);
    expect(r.console.map((e) => e.message)).toEqual(['late', 'outer']);
  });

  it('reports module evaluation errors and syntax errors', async () => {
    expect((await run('const x = ;')).errors[0]).toMatch(/^SyntaxError: /);
    expect((await run('undefinedThing();')).errors).toEqual([
      'ReferenceError: undefinedThing is not defined',
    ]);
    expect((await run("import x from 'wix-nope';")).errors).toEqual([
      "Error: Cannot find module 'wix-nope'",
    ]);
  });

  it('logs an SDK error for a non-function handler and returns the element', async () => {
    const r = await run(
      "$w.onReady(() => { console.log($w('#cta').onClick('nope') === $w('#cta')); });",
    );
    expect(r.console.map((e) => e.message)).toEqual([
      'Wix code SDK error: The handler parameter that is passed to the onClick method cannot be set to the value nope. It must be of type function.',
      'true',
    ]);
  });
});
