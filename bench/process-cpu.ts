// CPU time (user + system) used so far by processes, read from /proc (Linux; null elsewhere).
// Wall time on a shared machine includes waiting for a core; this is the work itself.
import { readdir, readFile } from 'node:fs/promises';

/** `getconf CLK_TCK` on Linux: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

type ProcessStat = { pid: number; command: string; ppid: number; pgid: number; ticks: number };

/** Every process's command name, process group and CPU ticks (all its threads), or null. */
async function processStats(): Promise<ProcessStat[] | null> {
  const entries = await readdir('/proc').catch(() => null);
  if (!entries) return null;
  const stats: ProcessStat[] = [];
  for (const entry of entries.filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // "pid (command) state ppid pgrp …": the command may itself hold spaces and parentheses.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    stats.push({
      pid: Number(entry),
      command,
      ppid: Number(fields[1]),
      pgid: Number(fields[2]),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return stats;
}

async function cpuMsOf(
  matches: (stat: ProcessStat, all: ProcessStat[]) => boolean,
): Promise<number | null> {
  const stats = await processStats();
  if (!stats) return null;
  const ticks = stats
    .filter((stat) => matches(stat, stats))
    .reduce((sum, stat) => sum + stat.ticks, 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Whether `stat` is process `pid` or one of its descendants. */
function isInTree(stat: ProcessStat, pid: number, all: ProcessStat[]): boolean {
  const parents = new Map(all.map((other) => [other.pid, other.ppid]));
  for (let current: number | undefined = stat.pid; current; current = parents.get(current)) {
    if (current === pid) return true;
  }
  return false;
}

/** The processes of one process group. */
export const groupCpuMs = (pgid: number) => cpuMsOf((stat) => stat.pgid === pgid);

/** One process, all its threads (a Node server's worker threads included). */
export const processCpuMs = (pid: number) => cpuMsOf((stat) => stat.pid === pid);

/**
 * A process and the processes it started, still running (a server's native type checkers): a
 * child's CPU time reaches its parent's /proc entry only once the child has exited.
 */
export const treeCpuMs = (pid: number) => cpuMsOf((stat, all) => isInTree(stat, pid, all));

/**
 * Every process whose command starts with `prefix`: PostgreSQL's backends are the postmaster's
 * children, not ours. On a shared machine this counts others' queries too.
 */
export const commandCpuMs = (prefix: string) => cpuMsOf((stat) => stat.command.startsWith(prefix));
