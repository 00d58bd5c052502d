/**
 * A line diff (Myers' O(ND) algorithm) for comparing two versions of a generated piece. Small on
 * purpose: generated files are at most a few thousand lines and edits between versions are few.
 */

export type DiffLine = {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** 1-based line number in the old text (same and removed lines). */
  oldLine?: number;
  /** 1-based line number in the new text (same and added lines). */
  newLine?: number;
};

/** A run of unchanged lines folded away, with the lines it hides. */
export type DiffSkip = { kind: 'skip'; lines: DiffLine[] };
export type DiffRow = DiffLine | DiffSkip;

/**
 * Past this many edits the diff gives up on finding the shortest script and shows the changed
 * middle as all removed then all added: the memory of Myers' trace grows with the square of it.
 */
const MAX_EDITS = 2_000;

/** '' has no lines; a final newline does not start another line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  // Common head and tail are cheap to find and usually most of a file.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }

  const out: DiffLine[] = [];
  for (let i = 0; i < head; i += 1) {
    out.push({ kind: 'same', text: a[i] ?? '', oldLine: i + 1, newLine: i + 1 });
  }
  const middle = editScript(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  let oldNo = head;
  let newNo = head;
  for (const op of middle) {
    if (op.kind === 'same') {
      oldNo += 1;
      newNo += 1;
      out.push({ kind: 'same', text: op.text, oldLine: oldNo, newLine: newNo });
    } else if (op.kind === 'removed') {
      oldNo += 1;
      out.push({ kind: 'removed', text: op.text, oldLine: oldNo });
    } else {
      newNo += 1;
      out.push({ kind: 'added', text: op.text, newLine: newNo });
    }
  }
  for (let i = 0; i < tail; i += 1) {
    oldNo += 1;
    newNo += 1;
    out.push({ kind: 'same', text: a[a.length - tail + i] ?? '', oldLine: oldNo, newLine: newNo });
  }
  return out;
}

type Op = { kind: DiffLine['kind']; text: string };

/** The shortest edit script from a to b, or a plain replacement past MAX_EDITS. */
function editScript(a: string[], b: string[]): Op[] {
  if (a.length === 0 || b.length === 0) return replacement(a, b);
  // Compare numbers, not strings, in the inner loop.
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    let id = ids.get(line);
    if (id === undefined) {
      id = ids.size;
      ids.set(line, id);
    }
    return id;
  };
  const x0 = a.map(idOf);
  const y0 = b.map(idOf);
  const n = a.length;
  const m = b.length;
  const maxD = Math.min(n + m, MAX_EDITS);
  const offset = maxD + 1;
  const v = new Int32Array(2 * offset + 1);
  // trace[d] is v over diagonals -d-1..d+1 as it was before round d (what backtracking reads).
  const trace: Int32Array[] = [];

  for (let d = 0; d <= maxD; d += 1) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && x0[x] === y0[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b);
    }
  }
  return replacement(a, b);
}

function backtrack(trace: Int32Array[], a: string[], b: string[]): Op[] {
  const ops: Op[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const row = trace[d] ?? new Int32Array(0);
    // row[0] is diagonal -d-1.
    const at = (k: number) => row[k + d + 1] ?? 0;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: 'same', text: a[x - 1] ?? '' });
      x -= 1;
      y -= 1;
    }
    if (d > 0) {
      if (x === prevX) ops.push({ kind: 'added', text: b[y - 1] ?? '' });
      else ops.push({ kind: 'removed', text: a[x - 1] ?? '' });
    }
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

function replacement(a: string[], b: string[]): Op[] {
  return [
    ...a.map((text): Op => ({ kind: 'removed', text })),
    ...b.map((text): Op => ({ kind: 'added', text })),
  ];
}

/** Unchanged runs longer than twice `context` (plus one) fold to `context` lines around changes. */
export function collapseUnchanged(lines: DiffLine[], context = 3): DiffRow[] {
  const rows: DiffRow[] = [];
  let start = 0;
  while (start < lines.length) {
    if (lines[start]?.kind !== 'same') {
      rows.push(lines[start] as DiffLine);
      start += 1;
      continue;
    }
    let end = start;
    while (end < lines.length && lines[end]?.kind === 'same') end += 1;
    const run = lines.slice(start, end);
    const keepBefore = start === 0 ? 0 : context;
    const keepAfter = end === lines.length ? 0 : context;
    if (run.length > keepBefore + keepAfter + 1) {
      rows.push(...run.slice(0, keepBefore));
      rows.push({ kind: 'skip', lines: run.slice(keepBefore, run.length - keepAfter) });
      rows.push(...run.slice(run.length - keepAfter));
    } else {
      rows.push(...run);
    }
    start = end;
  }
  return rows;
}

export function diffStats(lines: DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added += 1;
    else if (line.kind === 'removed') removed += 1;
  }
  return { added, removed };
}
