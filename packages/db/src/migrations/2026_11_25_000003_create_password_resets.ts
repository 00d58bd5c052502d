import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table password_resets (
      token_hash bytea primary key,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      constraint password_resets_token_hash_sha256 check (octet_length(token_hash) = 32)
    )
  `.execute(db);
  await sql`create index password_resets_user_id_idx on password_resets (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table password_resets`.execute(db);
}
