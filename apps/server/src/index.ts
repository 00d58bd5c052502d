import { createDb, migrateToLatest } from '@veloforge/db';

import { readEnv } from './env';
import { buildServer } from './server';

const config = readEnv();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrateToLatest(db);
const app = await buildServer({ config, db });
app.log.info(
  {
    database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
    migrations: applied,
  },
  'database ready',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
