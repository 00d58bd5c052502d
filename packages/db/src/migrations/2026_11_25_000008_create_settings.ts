import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table settings (
      id integer primary key default 1,
      token_package_price integer not null default 500,
      token_package_amount integer not null default 150,
      generate_cost integer not null default 1,
      troubleshoot_cost integer not null default 1,
      instruction_cost integer not null default 1,
      updated_at timestamptz not null default now(),
      updated_by uuid references users (id) on delete set null,
      constraint settings_single_row check (id = 1),
      constraint settings_token_package_price_nonnegative check (token_package_price >= 0),
      constraint settings_token_package_amount_positive check (token_package_amount > 0),
      constraint settings_costs_positive check (generate_cost > 0 and troubleshoot_cost > 0 and instruction_cost > 0)
    )
  `.execute(db);
  await sql`insert into settings (id) values (1)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table settings`.execute(db);
}
