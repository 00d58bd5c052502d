import { sql, type Database, type Kysely, type LegalDocumentType } from '@veloforge/db';

/** Reads and writes of legal_documents; each takes the db or a transaction. */

export function findLegalDocument(db: Kysely<Database>, type: LegalDocumentType) {
  return db
    .selectFrom('legalDocuments')
    .select(['content', 'effectiveDate'])
    .where('type', '=', type)
    .executeTakeFirst();
}

/** The current row, locked until the transaction ends so the audit's "before" stays true. */
export function lockLegalDocument(db: Kysely<Database>, type: LegalDocumentType) {
  return db
    .selectFrom('legalDocuments')
    .select(['content', 'effectiveDate'])
    .where('type', '=', type)
    .forUpdate()
    .executeTakeFirst();
}

export type LegalDocumentWrite = {
  type: LegalDocumentType;
  content: string;
  effectiveDate: string | null;
  updatedBy: string;
};

export function upsertLegalDocument(db: Kysely<Database>, document: LegalDocumentWrite) {
  return db
    .insertInto('legalDocuments')
    .values(document)
    .onConflict((conflict) =>
      conflict.column('type').doUpdateSet({
        content: document.content,
        effectiveDate: document.effectiveDate,
        updatedBy: document.updatedBy,
        updatedAt: sql<Date>`now()`,
      }),
    )
    .returning(['content', 'effectiveDate'])
    .executeTakeFirstOrThrow();
}
