// Reading processes from /proc (Linux) in tests and benchmarks: the checker's native compiler runs
// as a process of its own (its binary is named `tsc`), the tests check it is stopped when it
// should be, and the benchmarks read where CPU time goes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export type ProcessStat = {
  pid: number;
  command: string;
  /** R, S, D, Z (a zombie: ended, not yet reaped by its parent), … */
  state: string;
  ppid: number;
  pgid: number;
  /** CPU time (user + system) of all its threads so far, in clock ticks (1/100 s on Linux). */
  ticks: number;
};

/** /proc/<pid>/stat, "pid (command) state ppid pgrp …", or undefined when the process is gone. */
export function processStat(pid: number): ProcessStat | undefined {
  const file = `/proc/${pid}/stat`;
  let text = '';
  try {
    text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  } catch {
    // It ended between the two calls.
  }
  if (!text) return undefined;
  // The command may itself hold spaces and parentheses: the fields follow the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    pid,
    command: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    state: fields[0]!,
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}

/** Every process's stat, or null where there is no /proc. */
export function allProcessStats(): ProcessStat[] | null {
  if (!existsSync('/proc/self/stat')) return null;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => processStat(Number(entry)))
    .filter((stat) => stat !== undefined);
}

/** Whether a process runs: not gone, and not a zombie its parent has yet to reap. */
export function isRunning(pid: number): boolean {
  const current = processStat(pid);
  return current !== undefined && current.state !== 'Z';
}

export async function waitUntilStopped(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 100 && isRunning(pid); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isRunning(pid);
}

/** The running processes `parent` started whose command is `command`, oldest first. */
export function runningChildren(command: string, parent = process.pid): number[] {
  return (allProcessStats() ?? [])
    .filter((stat) => stat.ppid === parent && stat.command === command && stat.state !== 'Z')
    .map((stat) => stat.pid)
    .sort((a, b) => a - b);
}
