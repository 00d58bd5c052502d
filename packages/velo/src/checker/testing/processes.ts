// Reading processes from /proc in the checker's tests (and the server's): the native compiler runs
// as a process of its own (its binary is named `tsc`), and the tests check it is stopped when it
// should be.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** "pid (command) state ppid …" of a process, or undefined when it is gone. */
function stat(pid: number): { command: string; state: string; ppid: number } | undefined {
  const file = `/proc/${pid}/stat`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (!text) return undefined;
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    command: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    state: fields[0]!,
    ppid: Number(fields[1]),
  };
}

/** Whether a process runs: not gone, and not a zombie its parent has yet to reap. */
export function isRunning(pid: number): boolean {
  const current = stat(pid);
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
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      const current = stat(pid);
      return current?.ppid === parent && current.command === command && isRunning(pid);
    })
    .sort((a, b) => a - b);
}
