import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

/**
 * An empty, cleanly shut down PGlite cluster made once (by the server's build), copied into a
 * fresh data directory instead of running initdb there: initdb in WebAssembly took most of a
 * first start (5-10 s on a loaded 2-core machine, issue 10); a copy takes a fraction of a second.
 * Copying the files of a cleanly stopped cluster is PostgreSQL's own file-level backup. Kept per
 * PGlite version, so an upgrade never starts on a cluster made by another version.
 */

const requireHere = createRequire(import.meta.url);

function pgliteVersion(): string {
  // The package's exports do not include its package.json: find it from the entry point.
  let dir = path.dirname(requireHere.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Where the template lives: this package's cache directory (git-ignored). */
export function pgliteTemplateDir(): string {
  return path.join(import.meta.dirname, '..', '.cache', `pglite-template-${pgliteVersion()}`);
}

const isCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/** Makes the template unless it exists; returns its directory. */
export async function preparePgliteTemplate(): Promise<string> {
  const template = pgliteTemplateDir();
  if (isCluster(template)) return template;
  // Made aside and renamed into place, so a crash or a parallel build never leaves half of one.
  const building = `${template}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const pglite = new PGlite({ dataDir: building });
  await pglite.query('select 1');
  await pglite.close();
  if (isCluster(template)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, template);
  return template;
}

/**
 * Fills a new data directory (missing or empty) from the template, when there is one. A copy
 * that fails only loses the speed-up: it leaves nothing behind, and PGlite runs initdb itself.
 */
export function seedFromTemplate(dataDir: string): void {
  const template = pgliteTemplateDir();
  if (!isCluster(template) || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return;
  // Copied aside and renamed into place: PGlite never opens a half-copied cluster.
  const seeding = `${dataDir}.seeding-${process.pid}`;
  try {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    cpSync(template, seeding, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(seeding, dataDir);
  } catch {
    rmSync(seeding, { recursive: true, force: true });
  }
}
