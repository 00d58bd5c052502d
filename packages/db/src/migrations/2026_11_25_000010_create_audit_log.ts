import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      actor_id uuid references users (id) on delete set null,
      action text not null,
      target text,
      details jsonb not null default '{}',
      created_at timestamptz not null default now(),
      constraint audit_log_action_nonempty check (action <> ''),
      constraint audit_log_details_object check (jsonb_typeof(details) = 'object')
    )
  `.execute(db);
  await sql`create index audit_log_actor_id_idx on audit_log (actor_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
}
