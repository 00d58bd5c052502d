import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

import { ButtonLink } from '../../../../components/links/ButtonLink';
import { useGenerator } from './GeneratorContext';
import { TokenBalance } from './TokenBalance';

/** Balance and purchase entry point; visitors are asked to log in (spec section 2). */
export function TokenCard() {
  const { user, userLoading, checkout } = useGenerator();

  if (userLoading) {
    return <Skeleton height={88} radius="md" aria-label="Loading token balance" />;
  }

  if (user) return <TokenBalance initialTokens={user.tokens} checkout={checkout} />;

  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <IconCoins size={18} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm">
              Tokens
            </Text>
            <Text size="sm" c="dimmed">
              Please log in to view and manage your tokens
            </Text>
          </Stack>
        </Group>
        <ButtonLink to="/auth" variant="light" size="xs" style={{ flexShrink: 0 }}>
          Login
        </ButtonLink>
      </Group>
    </Card>
  );
}
