import { sql, type Kysely } from 'kysely';

/**
 * Instruction runs are charged but have no generation row, so a process killed mid-run left
 * their charge with nothing for the sweeper to find. A row lives here exactly while one runs:
 * the run deletes it when it finishes or fails, and the sweeper refunds what stays too long.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table running_instructions (
      ref text primary key,
      user_id uuid not null references users (id) on delete cascade,
      started_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index running_instructions_started_at_idx on running_instructions (started_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table running_instructions`.execute(db);
}
