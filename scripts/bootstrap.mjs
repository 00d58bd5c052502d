#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`. Needs only Node >= 20.19 and npm: it
// fetches the pinned pnpm with npx when missing, installs, builds, then starts or tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PNPM_VERSION = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

const [pnpmBin, pnpmPrefix] = pnpmCommand();
function pnpm(...args) {
  const status = run(pnpmBin, [...pnpmPrefix, ...args]);
  if (status !== 0) {
    console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
process.env.DATA_DIR ??= path.join(root, 'data');

const mode = process.argv[2];
pnpm('install', '--frozen-lockfile');

if (mode === 'start') {
  pnpm('run', 'build');
  pnpm('--filter', '@veloforge/server', 'start');
} else if (mode === 'test') {
  for (const report of vitestReports()) rmSync(report);
  pnpm('run', 'build');
  pnpm('run', 'lint');
  pnpm('run', 'format');
  pnpm('run', 'typecheck');
  pnpm('run', 'test:unit');
  pnpm('run', 'test:e2e');
  console.log('\n✔ lint, format, typecheck, unit, integration and end-to-end tests passed');
  console.log(summarise(vitestReports()));
} else {
  console.error('Usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

/** The JSON reports every vitest suite writes (vitest.base.ts): <package>/.cache/vitest/*.json. */
function vitestReports() {
  return ['apps', 'packages']
    .flatMap((group) =>
      readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)),
    )
    .map((dir) => path.join(dir, '.cache', 'vitest'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((file) => path.join(dir, file)));
}

/** One plain closing line over every suite, e.g. 'tests: 190 passed, 0 failed, 1 skipped'. */
function summarise(reports) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const report of reports) {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    total.passed += data.numPassedTests;
    total.failed += data.numFailedTests;
    total.skipped += data.numPendingTests + data.numTodoTests;
  }
  return `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}
