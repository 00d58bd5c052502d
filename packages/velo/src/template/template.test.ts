import { OUTPUT_PIECES } from '../conventions';
import { describe, expect, it } from 'vitest';

import { parsedSites } from '../fixtures/sites';
import { allCases, dataProblems, generate, selectorProblems, syntaxErrors } from './test-support';

const cases = allCases();

describe('template engine: pieces per output type', () => {
  it('covers at least 12 fixtures in all five output types', () => {
    expect(parsedSites().length).toBeGreaterThanOrEqual(12);
    expect(cases.length).toBe(parsedSites().length * 5);
  });

  it.each(cases.map((c) => [`${c.name} / ${c.outputType}`, c] as const))(
    '%s: right pieces, rest empty',
    (_label, c) => {
      const wanted = OUTPUT_PIECES[c.outputType].pieces;
      expect(c.pieces.frontendCode !== '').toBe(wanted.includes('frontend'));
      expect(c.pieces.backendCode !== '').toBe(wanted.includes('backend'));
      expect(c.pieces.htmlCode !== '').toBe(wanted.includes('html'));
      expect(c.pieces.instructions).not.toBe('');
    },
  );

  it('gives no instructions unless asked', () => {
    for (const { request } of parsedSites()) {
      const { pieces } = generate({ ...request, includeInstructions: false });
      expect(pieces.instructions).toBe('');
    }
  });

  it('is deterministic', () => {
    for (const c of cases) expect(generate(c.request).pieces).toEqual(c.pieces);
  });
});

describe('template engine: generated JavaScript', () => {
  it.each(cases.map((c) => [`${c.name} / ${c.outputType}`, c] as const))(
    '%s parses',
    (_label, c) => {
      expect(syntaxErrors(c.pieces.frontendCode)).toEqual([]);
      expect(syntaxErrors(c.pieces.backendCode)).toEqual([]);
      const script = /<script>([\s\S]*?)<\/script>/.exec(c.pieces.htmlCode)?.[1] ?? '';
      expect(syntaxErrors(script)).toEqual([]);
    },
  );

  it('uses only declared ids, always with #, and $item for repeated elements', () => {
    for (const c of cases) {
      expect(selectorProblems(c.pieces.frontendCode, c.structure), c.name).toEqual([]);
      expect(c.pieces.backendCode).not.toMatch(/\$w\b|\$item\b/);
    }
  });

  it('queries only declared collections and fields, with limits of at most 1000', () => {
    for (const c of cases) {
      expect(dataProblems(c.pieces.frontendCode, c.structure), c.name).toEqual([]);
      expect(dataProblems(c.pieces.backendCode, c.structure), c.name).toEqual([]);
    }
  });

  it('sets an explicit limit on every find()', () => {
    for (const c of cases) {
      for (const code of [c.pieces.frontendCode, c.pieces.backendCode]) {
        for (const m of code.matchAll(/[^\n]*\.find\(\)/g))
          expect(m[0], c.name).toMatch(/\.limit\(/);
      }
    }
  });

  it('registers onItemReady before assigning repeater data', () => {
    for (const c of cases) {
      const code = c.pieces.frontendCode;
      for (const m of code.matchAll(/\$w\('#(\w+)'\)\.data = /g)) {
        const ready = code.indexOf(`$w('#${m[1]}').onItemReady(`);
        expect(ready, `${c.name}: ${m[1]}`).toBeGreaterThan(-1);
        expect(ready).toBeLessThan(m.index);
      }
    }
  });

  it('binds every repeated element through $item', () => {
    const blog = cases.find((c) => c.name === 'blog' && c.outputType === 'velo');
    expect(blog?.pieces.frontendCode).toContain("$item('#postTitle').text = asText(item.title);");
    expect(blog?.pieces.frontendCode).toContain(
      "$item('#postDate').text = formatDate(item.publishedDate);",
    );
    expect(blog?.pieces.frontendCode).toContain("$item('#postImage').src = item.coverImage;");
    expect(blog?.pieces.frontendCode).toContain("$item('#postImage').alt = asText(item.title);");
    expect(blog?.pieces.frontendCode).toContain(
      "$item('#authorName').text = asText(item.author?.name);",
    );
  });

  it('keeps element access inside $w.onReady', () => {
    for (const c of cases) {
      const code = c.pieces.frontendCode;
      if (!code) continue;
      const ready = code.indexOf('$w.onReady(');
      expect(ready, c.name).toBeGreaterThan(-1);
      expect(code.slice(0, ready), c.name).not.toMatch(/\$w\(/);
    }
  });

  it('wraps every await in try/catch', () => {
    for (const c of cases) {
      for (const code of [c.pieces.frontendCode, c.pieces.backendCode]) {
        const lines = code.split('\n');
        lines.forEach((line, i) => {
          if (!/\bawait\b/.test(line) || /await (load\w+\(|Promise\.all)/.test(line)) return;
          const before = lines.slice(0, i).reverse();
          const opened = before.findIndex((l) => /\btry \{$/.test(l));
          const closed = before.findIndex((l) => /\} catch \(error\) \{$/.test(l));
          expect(opened, `${c.name}: ${line.trim()}`).toBeGreaterThan(-1);
          expect(closed === -1 || opened < closed, `${c.name}: ${line.trim()}`).toBe(true);
        });
      }
    }
  });
});
