import { sql, type Kysely } from 'kysely';

/**
 * Saved site profiles (issue 11): a user's site structures under a name, loaded into the
 * generator. Names are unique per user ignoring case, as the user reads them in a list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table site_profiles (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      name text not null,
      structure jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint site_profiles_name_length check (char_length(name) between 1 and 100),
      constraint site_profiles_structure_object check (jsonb_typeof(structure) = 'object')
    )
  `.execute(db);
  await sql`
    create unique index site_profiles_user_id_name_lower_key on site_profiles (user_id, lower(name))
  `.execute(db);
  // The list: one user's profiles, most recently updated first.
  await sql`
    create index site_profiles_user_id_updated_at_idx on site_profiles (user_id, updated_at desc)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table site_profiles`.execute(db);
}
