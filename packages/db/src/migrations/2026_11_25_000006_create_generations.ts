import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table generations (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      prompt text not null,
      request jsonb not null,
      status text not null default 'running',
      cost integer not null,
      engine text not null,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint generations_request_object check (jsonb_typeof(request) = 'object'),
      constraint generations_status_valid check (status in ('running', 'completed', 'failed')),
      constraint generations_cost_nonnegative check (cost >= 0)
    )
  `.execute(db);
  await sql`
    create index generations_user_id_created_at_idx on generations (user_id, created_at desc)
  `.execute(db);
  // The sweeper looks for generations stuck in 'running' past the model timeout.
  await sql`
    create index generations_running_idx on generations (created_at) where status = 'running'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table generations`.execute(db);
}
