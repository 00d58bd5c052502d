import type { TLegalContent, TLegalGetResponse } from '@veloforge/shared';

import { errorStatus } from '../api-error';

/**
 * Where a legal page stands: loading, nothing published (the API's 404, spec section 7), the
 * call failed (a toast and a fallback text, spec section 8), or the document.
 */
export type LegalDocumentState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; document: TLegalContent };

type QueryLike = {
  isPending: boolean;
  error: unknown;
  data: TLegalGetResponse | undefined;
};

export function legalDocumentState(query: QueryLike): LegalDocumentState {
  if (query.data) return { status: 'ready', document: query.data.content };
  if (query.error)
    return errorStatus(query.error) === 404 ? { status: 'missing' } : { status: 'failed' };
  return { status: 'loading' };
}
