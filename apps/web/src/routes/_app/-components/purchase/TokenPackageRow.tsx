import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

import { formatCents } from '../../../../lib/format';

type TokenPackageRowProps = {
  tokens: number;
  priceCents: number;
};

/** The package on sale: what you get on the left, what it costs on the right. */
export function TokenPackageRow({ tokens, priceCents }: TokenPackageRowProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="token-package">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
            <IconCoins size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text fw={700} fz="lg" lh={1.3}>
              {tokens.toLocaleString('en-US')} tokens
            </Text>
            <Text size="sm" c="dimmed">
              One-time payment
            </Text>
          </Stack>
        </Group>
        <Text fw={700} fz="xl" style={{ flexShrink: 0 }}>
          {formatCents(priceCents)}
        </Text>
      </Group>
    </Paper>
  );
}
