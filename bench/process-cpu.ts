// CPU time (user + system) used so far by processes, read from /proc (Linux; null elsewhere).
// Wall time on a shared machine includes waiting for a core; this is the work itself.
import { allProcessStats, type ProcessStat } from '@veloforge/velo/testing/processes';

/** `getconf CLK_TCK` on Linux: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

function cpuMsOf(select: (stats: ProcessStat[]) => ProcessStat[]): number | null {
  const stats = allProcessStats();
  if (!stats) return null;
  const ticks = select(stats).reduce((sum, stat) => sum + stat.ticks, 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Process `pid` and its descendants among `stats`. */
function processTree(stats: ProcessStat[], pid: number): ProcessStat[] {
  const parents = new Map(stats.map((stat) => [stat.pid, stat.ppid]));
  const inTree = (start: number) => {
    for (let current: number | undefined = start; current; current = parents.get(current)) {
      if (current === pid) return true;
    }
    return false;
  };
  return stats.filter((stat) => inTree(stat.pid));
}

/** The processes of one process group. */
export const groupCpuMs = (pgid: number) =>
  cpuMsOf((stats) => stats.filter((stat) => stat.pgid === pgid));

/** One process, all its threads (a Node server's worker threads included). */
export const processCpuMs = (pid: number) =>
  cpuMsOf((stats) => stats.filter((stat) => stat.pid === pid));

/**
 * A process and the processes it started, still running (a server's native type checkers): a
 * child's CPU time reaches its parent's /proc entry only once the child has exited.
 */
export const treeCpuMs = (pid: number) => cpuMsOf((stats) => processTree(stats, pid));

/**
 * Every process whose command starts with `prefix`: PostgreSQL's backends are the postmaster's
 * children, not ours. On a shared machine this counts others' queries too.
 */
export const commandCpuMs = (prefix: string) =>
  cpuMsOf((stats) => stats.filter((stat) => stat.command.startsWith(prefix)));
