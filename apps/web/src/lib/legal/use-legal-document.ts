import type { LegalType } from '@veloforge/shared';
import { useEffect } from 'react';

import { showToast } from '../toast';
import { trpc } from '../trpc';
import { legalDocumentState, type LegalDocumentState } from './legal-document-state';

/**
 * The published document of `type`. A failed call (not a 404, which only means nothing is
 * published) shows the 'Error' toast with `failureMessage`, once per failure.
 */
export function useLegalDocument(type: LegalType, failureMessage: string): LegalDocumentState {
  const query = trpc.legal.get.useQuery({ type });
  const state = legalDocumentState(query);
  const failedAt = state.status === 'failed' ? query.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt === 0) return;
    showToast({ variant: 'destructive', title: 'Error', description: failureMessage });
  }, [failedAt, failureMessage]);

  return state;
}
