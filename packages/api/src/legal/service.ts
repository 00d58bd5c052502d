import type { Database, Kysely } from '@veloforge/db';
import {
  LEGAL_MESSAGES,
  parseFaqContent,
  type LegalType,
  type TLegalContent,
  type TLegalUpdateBody,
} from '@veloforge/shared';

import { audit } from '../auth/audit';
import { AppError } from '../errors';
import { legalChangeDetails } from './audit-details';
import { findLegalDocument, lockLegalDocument, upsertLegalDocument } from './queries';

/** The published document; 404 when nothing is published (spec section 7: 404 means no content). */
export async function getLegalContent(
  db: Kysely<Database>,
  type: LegalType,
): Promise<TLegalContent> {
  const row = await findLegalDocument(db, type);
  if (!row) throw new AppError('NOT_FOUND', LEGAL_MESSAGES.notFound);
  return row;
}

export type LegalUpdate = TLegalUpdateBody & { type: LegalType; actorId: string };

/**
 * Publishes a document and records in the audit log what changed. The FAQ must parse as the FAQ
 * page reads it; an absent effective date keeps the stored one.
 */
export async function updateLegalContent(
  db: Kysely<Database>,
  update: LegalUpdate,
): Promise<TLegalContent> {
  if (update.type === 'faq') {
    const faq = parseFaqContent(update.content);
    if (!faq.success) throw new AppError('BAD_REQUEST', faq.message);
  }
  return db.transaction().execute(async (trx) => {
    const before = await lockLegalDocument(trx, update.type);
    const after = await upsertLegalDocument(trx, {
      type: update.type,
      content: update.content,
      effectiveDate:
        update.effectiveDate === undefined ? (before?.effectiveDate ?? null) : update.effectiveDate,
      updatedBy: update.actorId,
    });
    await audit(trx, {
      actorId: update.actorId,
      action: 'legal.update',
      target: update.type,
      details: legalChangeDetails(before, after),
    });
    return after;
  });
}
