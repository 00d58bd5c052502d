import {
  LEGAL_DEFAULTS,
  ZLegalUpdateBody,
  parseFaqContent,
  type LegalType,
} from '@veloforge/shared';

import { localDateOf } from './effective-date';
import type { LegalDocumentState } from './legal-document-state';

/** What the admin editor holds: the text and the effective date ('' for none). */
export type LegalDraft = { content: string; effectiveDate: string };

/**
 * The editor's starting point (spec section 4): the published document, or the built-in default
 * while nothing is published, dated `today` since publishing it puts it into effect.
 */
export function initialDraft(
  type: LegalType,
  state: LegalDocumentState,
  today: string = localDateOf(new Date()),
): LegalDraft {
  if (state.status === 'ready') {
    return {
      content: state.document.content,
      effectiveDate: state.document.effectiveDate ?? '',
    };
  }
  return { content: LEGAL_DEFAULTS[type], effectiveDate: today };
}

/**
 * The first problem per field that would make the server refuse the draft, in the server's
 * words, so the editor says it before saving; empty when the draft can be saved. FAQ content must
 * parse as the FAQ page reads it ('Item 2 has no answer').
 */
export function draftErrors(
  type: LegalType,
  draft: LegalDraft,
): { content?: string; effectiveDate?: string } {
  const checked = ZLegalUpdateBody.safeParse({
    content: draft.content,
    effectiveDate: draft.effectiveDate === '' ? null : draft.effectiveDate,
  });
  const errors: { content?: string; effectiveDate?: string } = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] === 'effectiveDate' ? 'effectiveDate' : 'content';
    errors[field] ??= issue.message;
  }
  if (!errors.content && type === 'faq') {
    const faq = parseFaqContent(draft.content);
    if (!faq.success) errors.content = faq.message;
  }
  return errors;
}
