/** How many problems an import lists before it says how many more there are. */
export const MAX_LISTED_PROBLEMS = 20;

/** `['elements', 3, 'id']` → `elements[3].id`: where in the document a problem is. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** Numbers in messages as people read them: 1,000,000. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** A value quoted for a message, cut short so a hostile document cannot flood it. */
export function quote(value: string, max = 40): string {
  const shown = value.length > max ? `${value.slice(0, max)}…` : value;
  return JSON.stringify(shown);
}

/** The first MAX_LISTED_PROBLEMS problems, then one line saying how many were left out. */
export function listProblems(problems: readonly string[]): string[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems];
  const left = problems.length - MAX_LISTED_PROBLEMS;
  return [
    ...problems.slice(0, MAX_LISTED_PROBLEMS),
    `…and ${count(left)} more ${left === 1 ? 'problem' : 'problems'}.`,
  ];
}
