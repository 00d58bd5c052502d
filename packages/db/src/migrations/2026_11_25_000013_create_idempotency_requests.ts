import { sql, type Kysely } from 'kysely';

/**
 * Idempotency-Key support for the charged generation calls (DESIGN §5), the user's saved
 * generation preferences, and the ledger ref of a generation's current run (a troubleshoot pass
 * on an existing generation is charged under its own ref, so the sweeper must know which one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table idempotency_requests (
      user_id uuid not null references users (id) on delete cascade,
      key text not null,
      operation text not null,
      request_hash text not null,
      status text not null default 'pending',
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, key),
      constraint idempotency_requests_key_length check (char_length(key) between 1 and 255),
      constraint idempotency_requests_status_valid check (status in ('pending', 'completed')),
      constraint idempotency_requests_response_when_completed check (
        (status = 'completed') = (response is not null)
      )
    )
  `.execute(db);
  // The sweeper deletes keys past their 24 hours and pending rows a crash left behind.
  await sql`create index idempotency_requests_created_at_idx on idempotency_requests (created_at)`.execute(
    db,
  );
  await sql`alter table users add column generation_preferences jsonb`.execute(db);
  await sql`
    alter table users add constraint users_generation_preferences_object
      check (generation_preferences is null or jsonb_typeof(generation_preferences) = 'object')
  `.execute(db);
  await sql`alter table generations add column run_ref text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table generations drop column run_ref`.execute(db);
  await sql`alter table users drop constraint users_generation_preferences_object`.execute(db);
  await sql`alter table users drop column generation_preferences`.execute(db);
  await sql`drop table idempotency_requests`.execute(db);
}
