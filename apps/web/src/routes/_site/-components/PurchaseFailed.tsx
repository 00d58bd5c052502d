import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { ButtonLink } from '../../../components/links/ButtonLink';
import { RetryButton } from '../../../components/page/RetryButton';

type PurchaseFailedProps = {
  message: string;
  /** Asks the server again (verification is idempotent); absent when there is nothing to ask. */
  onRetry?: () => void;
  isRetrying?: boolean;
};

export function PurchaseFailed({ message, onRetry, isRetrying = false }: PurchaseFailedProps) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size="xl" radius="xl" variant="light" color="red" aria-hidden>
        <IconAlertTriangle size={24} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Purchase Verification Failed
      </Title>
      <Text c="dimmed">{message}</Text>
      <Group gap="sm" justify="center" mt="sm">
        {onRetry ? (
          <RetryButton label="Check again" onRetry={onRetry} isRetrying={isRetrying} />
        ) : null}
        <ButtonLink to="/">Continue to Dashboard</ButtonLink>
      </Group>
    </Stack>
  );
}
