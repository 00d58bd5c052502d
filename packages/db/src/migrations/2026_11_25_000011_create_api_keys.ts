import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      name text not null,
      key_hash text not null,
      last_used_at timestamptz,
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      constraint api_keys_key_hash_key unique (key_hash)
    )
  `.execute(db);
  await sql`create index api_keys_user_id_idx on api_keys (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table api_keys`.execute(db);
}
