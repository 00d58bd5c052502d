import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // user_id has no cascade on purpose: money history must not vanish with a user row.
  // Postgres evaluates CHECKs by name, so a bad reason reports reason_valid before sign_by_reason.
  await sql`
    create table token_ledger (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id),
      delta integer not null,
      reason text not null,
      idempotency_key text not null,
      ref_id text,
      actor_id uuid references users (id) on delete set null,
      note text,
      created_at timestamptz not null default now(),
      constraint token_ledger_idempotency_key_key unique (idempotency_key),
      constraint token_ledger_reason_valid check (
        reason in ('purchase', 'generation', 'troubleshoot', 'instruction', 'refund', 'admin_grant', 'adjustment')
      ),
      constraint token_ledger_sign_by_reason check (
        (reason in ('purchase', 'refund', 'admin_grant') and delta > 0)
        or (reason in ('generation', 'troubleshoot', 'instruction') and delta < 0)
        or (reason = 'adjustment' and delta <> 0)
      )
    )
  `.execute(db);
  await sql`create index token_ledger_user_id_idx on token_ledger (user_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table token_ledger`.execute(db);
}
