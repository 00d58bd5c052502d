import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconRefresh, IconWand } from '@tabler/icons-react';

import { useCurrentUser } from '../../../../../lib/current-user';
import { useTokenBalance } from '../../../../../lib/token-balance';
import type { InstructionBuilder } from './use-instruction-builder';

function tokens(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'token' : 'tokens'}`;
}

/** Reset and Generate Instruction, with the cost and the balance beside them. */
export function GenerateBar({ builder }: { builder: InstructionBuilder }) {
  const { user } = useCurrentUser();
  const balance = useTokenBalance(user?.tokens ?? 0);
  const { isPending, cost } = builder;

  return (
    <Group
      justify="space-between"
      gap="sm"
      p="md"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" c="dimmed" data-testid="builder-balance">
        Balance: {tokens(balance)}
      </Text>
      <Group gap="sm" ml="auto">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          disabled={isPending}
          onClick={builder.reset}
        >
          Reset
        </Button>
        <Button
          leftSection={
            isPending ? (
              <Loader size={14} color="currentColor" aria-hidden />
            ) : (
              <IconWand size={16} />
            )
          }
          rightSection={
            isPending ? undefined : (
              <Badge variant="white" size="sm" radius="sm" tt="none">
                {tokens(cost)}
              </Badge>
            )
          }
          disabled={isPending}
          onClick={builder.generate}
        >
          {isPending ? 'Generating...' : 'Generate Instruction'}
        </Button>
      </Group>
    </Group>
  );
}
