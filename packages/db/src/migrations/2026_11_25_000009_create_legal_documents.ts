import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table legal_documents (
      type text primary key,
      content text not null,
      effective_date date,
      updated_at timestamptz not null default now(),
      updated_by uuid references users (id) on delete set null,
      constraint legal_documents_type_valid check (
        type in ('terms-of-service', 'privacy-policy', 'token-usage', 'faq', 'cookie-policy', 'refund-policy')
      )
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table legal_documents`.execute(db);
}
