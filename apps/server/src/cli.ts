import { parseArgs } from 'node:util';

import { createOrPromoteAdmin } from '@veloforge/api';
import { createDb, migrateDown, migrateToLatest, type Database, type Kysely } from '@veloforge/db';

import { readEnv } from './env';

const USAGE = [
  'Usage:',
  '  cli migrate [latest|down]',
  '  cli create-admin --username NAME [--email EMAIL --password PASSWORD]',
  '    promotes an existing user to admin, or creates a new admin account',
].join('\n');

type Command = (db: Kysely<Database>, args: string[]) => Promise<string>;

const COMMANDS: Record<string, Command> = {
  async migrate(db, [direction = 'latest']) {
    if (direction !== 'latest' && direction !== 'down') throw new UsageError();
    const names = direction === 'down' ? await migrateDown(db) : await migrateToLatest(db);
    return names.length > 0 ? `Applied: ${names.join(', ')}` : 'Nothing to apply.';
  },
  async 'create-admin'(db, args) {
    const { values } = parseArgs({
      args,
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
      },
    });
    if (!values.username) throw new UsageError();
    await migrateToLatest(db);
    const result = await createOrPromoteAdmin(db, {
      username: values.username,
      email: values.email,
      password: values.password,
    });
    return `${result.action === 'created' ? 'Created' : 'Promoted'} admin ${result.username}.`;
  },
};

class UsageError extends Error {}

/** Operator commands, run against the configured database (DATABASE_URL or PGlite in DATA_DIR). */
async function main([name = '', ...args]: string[]): Promise<number> {
  const command = COMMANDS[name];
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const config = readEnv();
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(await command(db, args));
    return 0;
  } catch (error) {
    console.error(error instanceof UsageError ? USAGE : `Error: ${(error as Error).message}`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
