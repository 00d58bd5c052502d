import { createHash } from 'node:crypto';
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

import { migrations } from './migrations';

/**
 * A migrated, cleanly shut down PGlite cluster made once (by the server's build,
 * pglite-template-build.ts), copied into a fresh data directory instead of running initdb and
 * the migrations there: initdb in WebAssembly took most of a first start (5-10 s on a loaded
 * 2-core machine, issue 10), and the migrations on a cold process most of a second more; a copy
 * takes a fraction of a second. Copying the files of a cleanly stopped cluster is PostgreSQL's
 * own file-level backup. Kept per PGlite version and list of migrations, so an upgrade never
 * starts on a cluster made by another version, nor on a schema the code does not know.
 */

const requireHere = createRequire(import.meta.url);

function pgliteVersion(): string {
  // The package's exports do not include its package.json: find it from the entry point.
  let dir = path.dirname(requireHere.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Changed whenever the way a template is made changes, so no older one is reused. */
const TEMPLATE_LAYOUT = 'one-database';

/** Where the template for these migrations lives: this package's cache directory (git-ignored). */
export function pgliteTemplateDir(migrationNames: string[] = Object.keys(migrations)): string {
  const schema = createHash('sha256')
    .update([TEMPLATE_LAYOUT, ...migrationNames].join('\n'))
    .digest('hex')
    .slice(0, 12);
  return path.join(
    import.meta.dirname,
    '..',
    '.cache',
    `pglite-template-${pgliteVersion()}-${schema}`,
  );
}

export const isCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

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
