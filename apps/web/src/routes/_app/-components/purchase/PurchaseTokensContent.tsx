import { Alert, Button, Flex, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconExternalLink,
  IconLock,
  IconWindowMaximize,
} from '@tabler/icons-react';

import type { CheckoutFailure } from '../../../../lib/purchase/checkout-flow';
import { PURCHASE_MESSAGES } from '../../../../lib/purchase/purchase-messages';
import type { CheckoutPopupControls } from '../../../../lib/purchase/use-checkout-popup';
import { useTokenSettings } from '../../../../lib/token-settings';
import { TokenPackageRow } from './TokenPackageRow';

type PurchaseTokensContentProps = {
  checkout: CheckoutPopupControls;
  balance: number;
};

const FAILURE_COPY: Record<CheckoutFailure, { title: string; message: string }> = {
  'popup-blocked': {
    title: PURCHASE_MESSAGES.popupBlockedTitle,
    message:
      'Your browser blocked the checkout window. Allow pop-ups for this site and try again, or continue the payment in this tab.',
  },
  'invalid-response': { title: 'Checkout failed', message: PURCHASE_MESSAGES.invalidCheckout },
  'connection-failed': { title: 'Checkout failed', message: PURCHASE_MESSAGES.checkoutException },
};

/** 'Purchase Tokens': the package and the checkout actions in the idle, loading, processing and error states. */
export function PurchaseTokensContent({ checkout, balance }: PurchaseTokensContentProps) {
  const settings = useTokenSettings();
  const { status, failure } = checkout.state;

  return (
    <Stack gap="md">
      <TokenPackageRow
        tokens={settings.tokenPackageAmount}
        priceCents={settings.tokenPackagePrice}
      />

      {status === 'processing' ? (
        <ProcessingNotice />
      ) : (
        <BalancePreview balance={balance} added={settings.tokenPackageAmount} />
      )}

      {status === 'error' && failure ? (
        <Alert
          color="red"
          variant="light"
          title={FAILURE_COPY[failure].title}
          icon={<IconAlertTriangle size={18} />}
        >
          {FAILURE_COPY[failure].message}
        </Alert>
      ) : null}

      {status !== 'processing' ? (
        <Text size="xs" c="dimmed">
          Payment opens in a secure checkout window. Each code generation typically uses 1 token.
          Tokens never expire; purchases are final and non-refundable.
        </Text>
      ) : null}

      {/* Phones: full-width buttons, the main action on top; wider: a right-aligned row. */}
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="xs">
        {status === 'processing' ? (
          <>
            <Button variant="default" onClick={checkout.abandon}>
              Cancel payment
            </Button>
            <Button
              variant="light"
              leftSection={<IconWindowMaximize size={16} />}
              onClick={checkout.focusPopup}
            >
              Show checkout window
            </Button>
          </>
        ) : (
          <>
            {failure === 'popup-blocked' && status === 'error' ? (
              <Button
                variant="default"
                leftSection={<IconExternalLink size={16} />}
                onClick={checkout.startInThisTab}
              >
                Continue in this tab
              </Button>
            ) : (
              <Button variant="default" onClick={checkout.close} disabled={status === 'loading'}>
                Cancel
              </Button>
            )}
            <Button
              leftSection={<IconLock size={16} />}
              loading={status === 'loading'}
              // start() opens the window synchronously, inside this click (security-checklist P9).
              onClick={checkout.start}
            >
              {status === 'error' ? 'Try Again' : 'Proceed to Checkout'}
            </Button>
          </>
        )}
      </Flex>
    </Stack>
  );
}

function BalancePreview({ balance, added }: { balance: number; added: number }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Current balance
        </Text>
        <Text size="sm">{balance.toLocaleString('en-US')} tokens</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Balance after purchase
        </Text>
        <Text size="sm" fw={600}>
          {(balance + added).toLocaleString('en-US')} tokens
        </Text>
      </Group>
    </Stack>
  );
}

function ProcessingNotice() {
  return (
    <Stack align="center" ta="center" gap="xs" py="sm" role="status" aria-live="polite">
      <Loader size="md" aria-hidden />
      <Text fw={600}>Waiting for your payment</Text>
      <Text size="sm" c="dimmed" maw={380}>
        Complete the payment in the checkout window. This dialog updates on its own as soon as the
        payment is confirmed.
      </Text>
    </Stack>
  );
}
