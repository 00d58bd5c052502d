import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins, IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

import { formatCents } from '../../../../lib/format';
import type { CheckoutPopupControls } from '../../../../lib/purchase/use-checkout-popup';
import { useTokenBalance } from '../../../../lib/token-balance';
import { useTokenSettings } from '../../../../lib/token-settings';
import { useEverTrue } from '../../../../lib/use-ever-true';

// The payment flow loads when the dialog first opens, not with the page.
const PurchaseDialog = lazy(() =>
  import('../purchase/PurchaseDialog').then((module) => ({ default: module.PurchaseDialog })),
);

type TokenBalanceProps = {
  /** The balance on the user object, shown until the live balance answers. */
  initialTokens: number;
  /** The page's purchase dialog, which an 'Insufficient tokens' toast also opens. */
  checkout: CheckoutPopupControls;
};

/**
 * The signed-in balance with the package on sale, so the cost is visible where it is spent, and
 * the 'Buy Tokens' entry to the purchase dialog.
 */
export function TokenBalance({ initialTokens, checkout }: TokenBalanceProps) {
  const settings = useTokenSettings();
  const tokens = useTokenBalance(initialTokens);
  const dialogNeeded = useEverTrue(checkout.state.opened);

  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
            <IconCoins size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Token balance
            </Text>
            <Text fw={700} fz="xl" lh={1.2} data-testid="token-balance">
              {tokens.toLocaleString('en-US')} {tokens === 1 ? 'token' : 'tokens'}
            </Text>
            <Text size="xs" c="dimmed">
              {settings.tokenPackageAmount} tokens for {formatCents(settings.tokenPackagePrice)}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          leftSection={<IconShoppingCart size={16} />}
          onClick={checkout.open}
          aria-haspopup="dialog"
        >
          Buy Tokens
        </Button>
      </Group>
      {dialogNeeded ? (
        <Suspense fallback={null}>
          <PurchaseDialog checkout={checkout} balance={tokens} />
        </Suspense>
      ) : null}
    </Card>
  );
}
