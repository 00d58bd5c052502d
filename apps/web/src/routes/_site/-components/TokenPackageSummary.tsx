import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

import { formatCents } from '../../../lib/format';
import { useTokenSettings } from '../../../lib/token-settings';

/** The current package and price, so the cost is visible where the decision is made. */
export function TokenPackageSummary() {
  const settings = useTokenSettings();

  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
          <IconCoins size={24} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={600}>
            {settings.tokenPackageAmount} tokens for {formatCents(settings.tokenPackagePrice)}
          </Text>
          <Text size="sm" c="dimmed">
            Each code generation typically uses 1 token. Tokens are added to your account as soon as
            your payment is confirmed. Purchases are final and non-refundable, and tokens cannot be
            transferred.
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
