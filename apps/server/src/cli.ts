import { createDb, migrateDown, migrateToLatest } from '@veloforge/db';

import { readEnv } from './env';

const USAGE = 'Usage: cli migrate [latest|down]';

/** Operator commands: `migrate` (latest, the default) and `migrate down` (one step). */
async function main(args: string[]) {
  const [command, direction = 'latest'] = args;
  if (command !== 'migrate' || !['latest', 'down'].includes(direction)) {
    console.error(USAGE);
    return 2;
  }
  const config = readEnv();
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const names = direction === 'down' ? await migrateDown(db) : await migrateToLatest(db);
    console.log(names.length > 0 ? `Applied: ${names.join(', ')}` : 'Nothing to apply.');
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
