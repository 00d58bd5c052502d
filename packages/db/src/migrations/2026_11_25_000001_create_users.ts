import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      username text not null,
      email text not null,
      password_hash text not null,
      role text not null default 'user',
      tokens integer not null default 0,
      created_at timestamptz not null default now(),
      constraint users_username_length check (char_length(username) between 3 and 32),
      constraint users_email_format check (email like '_%@_%'),
      constraint users_role_valid check (role in ('admin', 'user')),
      constraint users_tokens_nonnegative check (tokens >= 0)
    )
  `.execute(db);
  // Case-insensitive uniqueness without the citext extension (PGlite would need to load it).
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users`.execute(db);
}
