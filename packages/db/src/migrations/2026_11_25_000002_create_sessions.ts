import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sessions (
      id text primary key,
      user_id uuid not null references users (id) on delete cascade,
      secret_hash bytea not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      expires_at timestamptz not null,
      constraint sessions_secret_hash_sha256 check (octet_length(secret_hash) = 32)
    )
  `.execute(db);
  // Logout-everywhere and password reset delete all of a user's sessions.
  await sql`create index sessions_user_id_idx on sessions (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sessions`.execute(db);
}
