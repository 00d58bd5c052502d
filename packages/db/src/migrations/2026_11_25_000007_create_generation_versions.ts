import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The jsonb_typeof check also catches a JS array sent through node-postgres, which
  // serialises [] as the Postgres array literal '{}' (an empty JSON object).
  await sql`
    create table generation_versions (
      generation_id uuid not null references generations (id) on delete cascade,
      n integer not null,
      kind text not null,
      error_details text,
      frontend_code text not null default '',
      backend_code text not null default '',
      html_code text not null default '',
      instructions text not null default '',
      diagnostics jsonb not null default '[]',
      created_at timestamptz not null default now(),
      primary key (generation_id, n),
      constraint generation_versions_n_positive check (n >= 1),
      constraint generation_versions_kind_valid check (kind in ('generate', 'troubleshoot')),
      constraint generation_versions_diagnostics_array check (jsonb_typeof(diagnostics) = 'array')
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table generation_versions`.execute(db);
}
