import { sql, type Kysely } from 'kysely';

/** The built-in test checkout's sessions: what Stripe keeps for a real Checkout Session. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table test_checkout_sessions (
      id text primary key,
      purchase_id uuid not null references token_purchases (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      amount_total integer not null,
      currency text not null,
      tokens integer not null,
      status text not null default 'open',
      payment_status text not null default 'unpaid',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      constraint test_checkout_sessions_status_valid check (status in ('open', 'complete', 'expired')),
      constraint test_checkout_sessions_payment_status_valid check (payment_status in ('paid', 'unpaid')),
      constraint test_checkout_sessions_amount_nonnegative check (amount_total >= 0)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table test_checkout_sessions`.execute(db);
}
