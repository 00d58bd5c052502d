import { Alert, Badge, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '@veloforge/api/react';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';

import { errorMessage } from '../../../lib/api-error';
import { formatCents } from '../../../lib/format';
import { sameOriginPath } from '../../../lib/purchase/redirect-target';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

type TestCheckout = RouterOutputs['tokens']['testCheckout'];

/** The open test checkout: what is bought, for how much, and Pay / Cancel. */
export function TestCheckoutForm({ checkout }: { checkout: TestCheckout }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const price = formatCents(checkout.amountCents, checkout.currency);

  const pay = trpc.tokens.payTestCheckout.useMutation({
    async onSuccess({ redirectUrl }) {
      const target = sameOriginPath(redirectUrl, window.location.origin);
      if (target) {
        await navigate({ href: target });
        return;
      }
      showToast({
        variant: 'destructive',
        title: 'Payment failed',
        description: 'The payment was recorded, but the return address was not valid.',
      });
    },
    onError(error) {
      showToast({
        variant: 'destructive',
        title: 'Payment failed',
        description: errorMessage(error, 'The test payment could not be completed.'),
      });
      // It may have expired or been paid meanwhile: show what the server says now.
      void utils.tokens.testCheckout.invalidate({ sessionId: checkout.sessionId });
    },
  });

  function cancel() {
    void navigate({ to: '/purchase-cancel', search: { session_id: checkout.sessionId } });
  }

  return (
    <Card withBorder radius="md" padding="lg" shadow="sm">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Pay VeloForge
          </Text>
          <Badge color="yellow.4" c="dark.9" variant="filled" radius="sm">
            Test mode
          </Badge>
        </Group>
        <Text fz={36} fw={700} lh={1} data-testid="checkout-amount">
          {price}
        </Text>
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">Token package</Text>
          <Text size="sm" fw={600} data-testid="checkout-tokens">
            {checkout.tokens.toLocaleString('en-US')} tokens
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Total due today
          </Text>
          <Text size="sm" fw={600}>
            {price} {checkout.currency.toUpperCase()}
          </Text>
        </Group>
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="sm">
          <Text size="sm">
            No card needed. Pay simulates a successful card payment: the tokens are added to your
            account and no money moves.
          </Text>
        </Alert>
        <Stack gap="xs">
          <Button
            size="md"
            fullWidth
            leftSection={<IconLock size={16} />}
            loading={pay.isPending}
            onClick={() => pay.mutate({ sessionId: checkout.sessionId })}
          >
            Pay {price}
          </Button>
          <Button variant="subtle" color="gray" fullWidth onClick={cancel} disabled={pay.isPending}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
