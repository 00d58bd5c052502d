import { Card } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

import { PageContainer } from '../../components/layout/PageContainer';
import { PURCHASE_MESSAGES } from '../../lib/purchase/purchase-messages';
import { optionalString, searchParser } from '../../lib/search-params';
import { showToast } from '../../lib/toast';
import { PurchaseFailed } from './-components/PurchaseFailed';
import { PurchaseVerification } from './-components/PurchaseVerification';

const parsePurchaseSearch = searchParser({ session_id: optionalString() });

export const Route = createFileRoute('/_site/purchase-success')({
  validateSearch: parsePurchaseSearch,
  component: PurchaseSuccessPage,
});

/** The payment provider's return page: verifies the checkout session named by session_id. */
function PurchaseSuccessPage() {
  const sessionId = Route.useSearch().session_id?.trim();
  const hasWarned = useRef(false);

  useEffect(() => {
    // The ref keeps StrictMode's double effect from queueing the same toast twice.
    if (sessionId || hasWarned.current) return;
    hasWarned.current = true;
    showToast({
      variant: 'destructive',
      title: 'Error',
      description: PURCHASE_MESSAGES.missingSessionId,
    });
  }, [sessionId]);

  return (
    <PageContainer width="narrow">
      <Card withBorder radius="md" padding="xl" mt={{ base: 0, sm: 'xl' }}>
        {sessionId ? (
          // Keyed: another session id starts a fresh verification with its own toasts.
          <PurchaseVerification key={sessionId} sessionId={sessionId} />
        ) : (
          <PurchaseFailed message={PURCHASE_MESSAGES.missingSessionId} />
        )}
      </Card>
    </PageContainer>
  );
}
