import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'kysely';

import { createDb } from './client';
import { migrateToLatest } from './migrate';
import { isCluster, pgliteTemplateDir } from './pglite-template';

/** Makes the migrated template (pglite-template.ts) unless it exists; returns its directory. */
export async function preparePgliteTemplate(): Promise<string> {
  const template = pgliteTemplateDir();
  if (isCluster(template)) return template;
  // Made aside and renamed into place, so a crash or a parallel build never leaves half of one.
  const building = `${template}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const db = createDb({ dataDir: building });
  try {
    await migrateToLatest(db);
    // initdb's template databases, never used by the app (it has one database, `postgres`, and
    // never creates another): two thirds of the cluster's files, which every first start copies.
    for (const name of ['template0', 'template1']) {
      await sql`alter database ${sql.id(name)} is_template false`.execute(db);
      await sql`drop database ${sql.id(name)}`.execute(db);
    }
  } finally {
    // Closes PGlite: the cluster is shut down cleanly before its files are moved.
    await db.destroy();
  }
  if (!isCluster(template)) renameSync(path.join(building, 'pglite'), template);
  rmSync(building, { recursive: true, force: true });
  return template;
}
