import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { RetryButton } from './RetryButton';

type ErrorCardProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** 'Retry', or the spec's words where it names them ('Try Again' on My Generations). */
  retryLabel?: string;
};

/** A section that failed to load: what failed, why, and a Retry (spec sections 2 and 8). */
export function ErrorCard({
  title,
  message,
  onRetry,
  isRetrying = false,
  retryLabel = 'Retry',
}: ErrorCardProps) {
  return (
    <Alert variant="light" color="red" title={title} icon={<IconAlertTriangle size={20} />}>
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Group mt="md">
          <RetryButton label={retryLabel} onRetry={onRetry} isRetrying={isRetrying} compact />
        </Group>
      ) : null}
    </Alert>
  );
}
