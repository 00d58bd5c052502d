import { DEFAULT_FAQS, parseFaqContent, type TFaqItem } from '@veloforge/shared';

import type { LegalDocumentState } from './legal-document-state';

/**
 * The questions the FAQ page lists: the published ones, or the five built-in defaults when none
 * are published, the call failed, or the content is not a JSON array of questions (spec 5).
 */
export function faqItemsOf(state: LegalDocumentState): readonly TFaqItem[] {
  if (state.status !== 'ready') return DEFAULT_FAQS;
  const parsed = parseFaqContent(state.document.content);
  return parsed.success ? parsed.items : DEFAULT_FAQS;
}
