/**
 * "Did you mean" matching for ids, collection names and field keys. A replacement is only worth
 * making when it is clearly the name the code meant: a typo, a case slip, a common abbreviation
 * (btn/button) or a shortened name. Anything less certain is left alone, because silently
 * pointing code at the wrong element is worse than leaving the error in place.
 */

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions ('titel'/'title'). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i]![j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Abbreviations Wix users mix freely: `#submitBtn` and `#submitButton` name the same idea. */
const ABBREVIATIONS: [RegExp, string][] = [
  [/btn/g, 'button'],
  [/img/g, 'image'],
  [/txt/g, 'text'],
  [/rpt/g, 'repeater'],
  [/desc(?!r)/g, 'description'],
];

function normalise(name: string): string {
  let result = name.toLowerCase().replace(/[_-]/g, '');
  for (const [pattern, full] of ABBREVIATIONS) result = result.replace(pattern, full);
  return result;
}

const trailingNumber = (name: string): string | null => /(\d+)$/.exec(name)?.[1] ?? null;

/**
 * How far `wanted` is from `candidate` (lower is closer), or null when they are not plausibly
 * the same name. `text1` and `text2` are two different elements, never one misspelt.
 */
export function distance(wanted: string, candidate: string): number | null {
  if (wanted === candidate) return 0;
  const a = normalise(wanted);
  const b = normalise(candidate);
  const numberA = trailingNumber(wanted);
  const numberB = trailingNumber(candidate);
  if (numberA !== null && numberB !== null && numberA !== numberB) return null;
  if (a === b) return 0.5;
  const edits = editDistance(a, b);
  const longest = Math.max(a.length, b.length);
  // Short names differ by one letter from too many others ('name'/'game') to guess safely.
  const allowed = Math.min(3, Math.max(0, Math.ceil((longest - 4) / 4)));
  if (edits <= allowed) return edits;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  // 'name' for 'nameInput': a prefix that is a whole word, long enough not to match by chance.
  // Scored alike whatever the length, so two names sharing the prefix tie and neither is picked.
  if (shorter.length >= 4 && longer.startsWith(shorter)) return 1.5;
  return null;
}

/**
 * The one candidate closest to `wanted`, or null when none is close or two are equally close
 * (an ambiguous guess is not a fix). An exact match returns itself.
 */
export function nearest(wanted: string, candidates: readonly string[]): string | null {
  if (candidates.includes(wanted)) return wanted;
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  let tied = false;
  for (const candidate of new Set(candidates)) {
    const score = distance(wanted, candidate);
    if (score === null) continue;
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
      tied = false;
    } else if (score === bestScore) {
      tied = true;
    }
  }
  return tied ? null : best;
}
