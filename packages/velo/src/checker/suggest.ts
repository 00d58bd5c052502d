import { editDistance } from '../similarity';

/** "Did you mean" help for messages: the nearest candidate by edit distance. */

/**
 * The candidate closest to `name`, ignoring case, if it is close enough to be a plausible typo:
 * at most a third of the name's length (and at least 1, at most 3) edits away.
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** A short list for a message: `'a', 'b', 'c' and 4 more`. */
export function listNames(
  names: readonly string[],
  quote = (n: string) => `'${n}'`,
  max = 6,
): string {
  if (names.length === 0) return 'none';
  const shown = names.slice(0, max).map(quote).join(', ');
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

/** ` Did you mean '#x'?` or, without a close match, ` Declared: 'a', 'b'.` */
export function hint(
  name: string,
  candidates: readonly string[],
  format: (n: string) => string,
  what = 'Declared',
): string {
  const near = closest(name, candidates);
  if (near !== undefined) return ` Did you mean ${format(near)}?`;
  return ` ${what}: ${listNames(candidates, format)}.`;
}
