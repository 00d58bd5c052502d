import { describe, expect, it } from 'vitest';

import type { DiffLine } from './diff';
import { collapseUnchanged, diffLines, diffStats, splitLines } from './diff';

/** The diff as compact strings: ' a', '-b', '+c'. */
function compact(lines: DiffLine[]): string[] {
  const sign = { same: ' ', added: '+', removed: '-' } as const;
  return lines.map((line) => `${sign[line.kind]}${line.text}`);
}

/** Applying the diff to the old text must give the new text. */
function newSide(lines: DiffLine[]): string[] {
  return lines.filter((line) => line.kind !== 'removed').map((line) => line.text);
}

function oldSide(lines: DiffLine[]): string[] {
  return lines.filter((line) => line.kind !== 'added').map((line) => line.text);
}

describe('splitLines', () => {
  it('gives no lines for an empty text and ignores one final newline', () => {
    expect(splitLines('')).toEqual([]);
    expect(splitLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\r\nb')).toEqual(['a', 'b']);
    expect(splitLines('a\n\n')).toEqual(['a', '']);
  });
});

describe('diffLines', () => {
  it('marks identical texts as unchanged, with line numbers on both sides', () => {
    const lines = diffLines('a\nb', 'a\nb');
    expect(compact(lines)).toEqual([' a', ' b']);
    expect(lines[1]).toMatchObject({ oldLine: 2, newLine: 2 });
  });

  it('finds a changed line in the middle as one removal and one addition', () => {
    const lines = diffLines('a\nb\nc', 'a\nB\nc');
    expect(compact(lines)).toEqual([' a', '-b', '+B', ' c']);
    expect(lines[1]).toEqual({ kind: 'removed', text: 'b', oldLine: 2 });
    expect(lines[2]).toEqual({ kind: 'added', text: 'B', newLine: 2 });
    expect(lines[3]).toMatchObject({ oldLine: 3, newLine: 3 });
  });

  it('handles texts that are empty on one side', () => {
    expect(compact(diffLines('', 'x\ny'))).toEqual(['+x', '+y']);
    expect(compact(diffLines('x', ''))).toEqual(['-x']);
    expect(diffLines('', '')).toEqual([]);
  });

  it('finds the shortest script where lines move around', () => {
    const before = 'a\nb\nc\na\nb\nb\na';
    const after = 'c\nb\na\nb\na\nc';
    const lines = diffLines(before, after);
    expect(oldSide(lines)).toEqual(splitLines(before));
    expect(newSide(lines)).toEqual(splitLines(after));
    // Myers' classic example has an edit distance of 5.
    const { added, removed } = diffStats(lines);
    expect(added + removed).toBe(5);
  });

  it('numbers lines after a change in the head correctly', () => {
    const lines = diffLines('x\nkeep1\nkeep2', 'keep1\nkeep2\ny');
    expect(compact(lines)).toEqual(['-x', ' keep1', ' keep2', '+y']);
    expect(lines[1]).toMatchObject({ oldLine: 2, newLine: 1 });
    expect(lines[3]).toMatchObject({ newLine: 3 });
  });

  it('always reproduces both texts on random inputs', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const text = (length: number) =>
      Array.from({ length }, () => 'abcd'[Math.floor(random() * 4)] ?? 'a').join('\n');
    for (let run = 0; run < 50; run += 1) {
      const before = text(Math.floor(random() * 30));
      const after = text(Math.floor(random() * 30));
      const lines = diffLines(before, after);
      expect(oldSide(lines)).toEqual(splitLines(before));
      expect(newSide(lines)).toEqual(splitLines(after));
    }
  });

  it('stays correct on large, completely different texts', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join('\n');
    const lines = diffLines(before, after);
    expect(diffStats(lines)).toEqual({ added: 3000, removed: 3000 });
    expect(newSide(lines)).toEqual(splitLines(after));
  });
});

describe('collapseUnchanged', () => {
  const numbered = (count: number) => Array.from({ length: count }, (_, i) => `l${i}`).join('\n');

  it('folds a long unchanged run, keeping context around the change', () => {
    const before = numbered(20);
    const after = before.replace('l10', 'changed');
    const rows = collapseUnchanged(diffLines(before, after), 2);
    const kinds = rows.map((row) => (row.kind === 'skip' ? `skip${row.lines.length}` : row.kind));
    expect(kinds).toEqual(['skip8', 'same', 'same', 'removed', 'added', 'same', 'same', 'skip7']);
  });

  it('does not fold a run that would hide a single line', () => {
    const rows = collapseUnchanged(diffLines('a\nb\nc\nd', 'A\nb\nc\nD'), 1);
    expect(rows.some((row) => row.kind === 'skip')).toBe(false);
  });
});
