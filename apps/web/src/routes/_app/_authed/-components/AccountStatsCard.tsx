import { Card, Divider, Group, Stack, Text } from '@mantine/core';

import type { CurrentUser } from '../../../../lib/current-user';
import { formatDate } from '../../../../lib/format';

type AccountStatsCardProps = {
  user: CurrentUser;
};

/** Available Tokens, Account Type and Member Since (spec section 2). */
export function AccountStatsCard({ user }: AccountStatsCardProps) {
  const rows = [
    { label: 'Available Tokens', value: user.tokens.toLocaleString('en-US') },
    { label: 'Account Type', value: user.role === 'admin' ? 'Admin' : 'Standard' },
    { label: 'Member Since', value: user.createdAt ? formatDate(user.createdAt) : 'N/A' },
  ];

  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={600} mb="sm">
        Account Overview
      </Text>
      <Stack gap="sm">
        {rows.map((row, index) => (
          <div key={row.label}>
            {index > 0 ? <Divider mb="sm" /> : null}
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {row.label}
              </Text>
              <Text size="sm" fw={600}>
                {row.value}
              </Text>
            </Group>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
