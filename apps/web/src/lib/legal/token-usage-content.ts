import { LEGAL_DEFAULTS, LEGAL_DEFAULTS_DATE } from '@veloforge/shared';

import type { LegalDocumentState } from './legal-document-state';
import { splitParagraphs } from './legal-text';

export type TokenUsageContent = {
  heading: string;
  paragraphs: string[];
  /** 'YYYY-MM-DD', or null when the published text has no date. */
  lastUpdated: string | null;
};

const FALLBACK_HEADING = 'How Tokens Work';

/**
 * The token usage page's text (spec section 2): the first paragraph is the heading, the rest are
 * paragraphs. The built-in text stands in until one is published or when the call fails.
 */
export function tokenUsageContentOf(state: LegalDocumentState): TokenUsageContent {
  const { content, effectiveDate } =
    state.status === 'ready'
      ? state.document
      : { content: LEGAL_DEFAULTS['token-usage'], effectiveDate: LEGAL_DEFAULTS_DATE };
  const [heading = FALLBACK_HEADING, ...paragraphs] = splitParagraphs(content);
  return { heading, paragraphs, lastUpdated: effectiveDate };
}
