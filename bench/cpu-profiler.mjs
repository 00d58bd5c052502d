// Preloaded with NODE_OPTIONS="--import …/cpu-profiler.mjs" (Node 20 refuses --cpu-prof in
// NODE_OPTIONS, and the test harness spawns the server with fixed arguments). It announces the
// process in BENCH_CPU_PROFILE_DIR/<pid>.pid; each SIGUSR2 then starts or stops the inspector's
// CPU profiler, so a profile covers only the measured load, not start-up and idle time. A stop
// (or the exit, while profiling) writes <pid>-<n>.cpuprofile into the same directory.
import { rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  let profiling = false;
  let written = 0;
  // A same-thread session answers synchronously, so the file is written before this returns.
  const stop = () => {
    profiling = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      written += 1;
      const file = path.join(dir, `${process.pid}-${written}.cpuprofile`);
      writeFileSync(file, JSON.stringify(result.profile));
    });
  };
  process.on('SIGUSR2', () => {
    if (profiling) return stop();
    profiling = true;
    session.post('Profiler.start');
  });
  const pidFile = path.join(dir, `${process.pid}.pid`);
  process.once('exit', () => {
    if (profiling) stop();
    // No signal may reach whatever process gets this pid next.
    rmSync(pidFile, { force: true });
  });
  writeFileSync(pidFile, String(process.pid));
}
