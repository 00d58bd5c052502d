import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export const LEGAL_DOCUMENT_TYPES = [
  'terms-of-service',
  'privacy-policy',
  'token-usage',
  'faq',
  'cookie-policy',
  'refund-policy',
] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

/** Postgres `date`, read as 'YYYY-MM-DD' on both drivers (no time-zone shift); see createDb. */
export type DateOnly = ColumnType<string, string, string>;

/** No rows until an admin saves one; the app shows a built-in default meanwhile. */
export interface LegalDocumentTable {
  type: LegalDocumentType;
  /** For 'faq', a JSON array of { question, answer } as text (validated by the app). */
  content: string;
  effectiveDate: DateOnly | null;
  updatedAt: Generated<Date>;
  updatedBy: string | null;
}

export type LegalDocumentRow = Selectable<LegalDocumentTable>;
export type NewLegalDocumentRow = Insertable<LegalDocumentTable>;
export type LegalDocumentUpdate = Updateable<LegalDocumentTable>;
