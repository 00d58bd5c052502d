import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // provider_session_id is null until the provider session exists; NULLs never collide.
  await sql`
    create table token_purchases (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      provider text not null,
      provider_session_id text,
      amount_paid integer not null,
      tokens integer not null,
      currency text not null default 'usd',
      status text not null default 'pending',
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      constraint token_purchases_provider_session_id_key unique (provider_session_id),
      constraint token_purchases_provider_valid check (provider in ('stripe', 'test')),
      constraint token_purchases_amount_paid_nonnegative check (amount_paid >= 0),
      constraint token_purchases_tokens_positive check (tokens > 0),
      constraint token_purchases_currency_format check (currency ~ '^[a-z]{3}$'),
      constraint token_purchases_status_valid check (status in ('pending', 'completed', 'failed', 'expired')),
      constraint token_purchases_completed_at_set check (status <> 'completed' or completed_at is not null)
    )
  `.execute(db);
  await sql`
    create index token_purchases_user_id_idx on token_purchases (user_id, created_at desc)
  `.execute(db);
  await sql`create index token_purchases_created_at_idx on token_purchases (created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table token_purchases`.execute(db);
}
