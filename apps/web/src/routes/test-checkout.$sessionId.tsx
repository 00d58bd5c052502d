import { Card, Skeleton, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

import { ErrorCard } from '../components/page/ErrorCard';
import { errorStatus } from '../lib/api-error';
import { requireUser } from '../lib/route-guards';
import { trpc } from '../lib/trpc';
import { CheckoutFrame } from './-components/test-checkout/CheckoutFrame';
import { CheckoutNotice } from './-components/test-checkout/CheckoutNotice';
import { TestCheckoutForm } from './-components/test-checkout/TestCheckoutForm';

/**
 * The built-in test checkout (no Stripe key configured): the page the checkout popup opens.
 * Signed-in, owner only (the server answers 404 for anyone else's session). Minimal chrome: it
 * runs in a 550 x 700 window.
 */
export const Route = createFileRoute('/test-checkout/$sessionId')({
  beforeLoad: ({ context }) => requireUser(context),
  component: TestCheckoutPage,
});

function TestCheckoutPage() {
  const { sessionId } = Route.useParams();
  const query = trpc.tokens.testCheckout.useQuery({ sessionId });

  return <CheckoutFrame>{renderBody()}</CheckoutFrame>;

  function renderBody() {
    if (query.isPending) {
      return (
        <Card withBorder radius="md" padding="lg" aria-label="Loading checkout">
          <Stack gap="md">
            <Skeleton height={16} width="40%" />
            <Skeleton height={40} width="50%" />
            <Skeleton height={60} />
            <Skeleton height={42} />
          </Stack>
        </Card>
      );
    }
    if (query.isError) {
      // 404: another user's or an unknown session; 400: not a session id at all.
      const status = errorStatus(query.error);
      if (status === 404 || status === 400) return <CheckoutNotice kind="not-found" />;
      return (
        <ErrorCard
          title="Checkout unavailable"
          message="The checkout could not be loaded. Please try again."
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    }
    if (query.data.status === 'open') return <TestCheckoutForm checkout={query.data} />;
    return <CheckoutNotice kind={query.data.status} sessionId={sessionId} />;
  }
}
