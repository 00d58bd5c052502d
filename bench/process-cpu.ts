// CPU time (user + system) used so far by the processes of one process group, read from /proc
// (Linux; null elsewhere). Wall time on a shared machine includes waiting for a core; this is the
// work itself.
import { readdir, readFile } from 'node:fs/promises';

/** `getconf CLK_TCK` on Linux: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

export async function groupCpuMs(pgid: number): Promise<number | null> {
  const entries = await readdir('/proc').catch(() => null);
  if (!entries) return null;
  let ticks = 0;
  for (const entry of entries.filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // The fields after "(command)", which may itself hold spaces: state, ppid, pgrp, … utime, stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
