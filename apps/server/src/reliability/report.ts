import type { HttpAnswer } from './http';

/** Prints what a proof did, one fact a line, so a CI log shows the numbers behind a pass. */
export function printSummary(title: string, facts: Record<string, unknown>): void {
  const lines = Object.entries(facts).map(
    ([name, value]) => `  ${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  console.log(`[reliability] ${title}\n${lines.join('\n')}`);
}

/** How often each value occurs, e.g. { app1: 500, app2: 500 }. */
export function tally(values: Array<string | number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** How many answers came back with each status, e.g. { 200: 10, 402: 990 } ('0': no answer). */
export function statusCounts(answers: HttpAnswer[]): Record<string, number> {
  return tally(answers.map((answer) => answer.status));
}
