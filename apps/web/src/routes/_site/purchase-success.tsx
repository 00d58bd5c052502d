import { Card } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { z } from 'zod';

import { PageContainer } from '../../components/layout/PageContainer';
import { showToast } from '../../lib/toast';
import { PurchaseFailed } from './-components/PurchaseFailed';
import { PurchaseVerifying } from './-components/PurchaseVerifying';

const MISSING_SESSION_MESSAGE =
  "Session ID not found. If you've completed a purchase, please try again or contact support.";

const purchaseSearchSchema = z.object({
  session_id: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_site/purchase-success')({
  validateSearch: purchaseSearchSchema,
  component: PurchaseSuccessPage,
});

/** Verifies a checkout session (the call itself arrives with the Payments issue). */
function PurchaseSuccessPage() {
  const sessionId = Route.useSearch().session_id?.trim();
  const hasWarned = useRef(false);

  useEffect(() => {
    // The ref keeps StrictMode's double effect from queueing the same toast twice.
    if (sessionId || hasWarned.current) return;
    hasWarned.current = true;
    showToast({ variant: 'destructive', title: 'Error', description: MISSING_SESSION_MESSAGE });
  }, [sessionId]);

  return (
    <PageContainer width="narrow">
      <Card withBorder radius="md" padding="xl" mt={{ base: 0, sm: 'xl' }}>
        {sessionId ? <PurchaseVerifying /> : <PurchaseFailed message={MISSING_SESSION_MESSAGE} />}
      </Card>
    </PageContainer>
  );
}
