import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type LoadErrorCardProps = {
  title: string;
  message: string;
  /** Shows the spec's 'Try Again' button. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** Other ways out, e.g. a link back. */
  children?: ReactNode;
};

/** The spec's load-failure cards ('Error Loading Sessions', 'Error Loading Session'). */
export function LoadErrorCard({
  title,
  message,
  onRetry,
  isRetrying,
  children,
}: LoadErrorCardProps) {
  return (
    <Alert variant="light" color="red" title={title} icon={<IconAlertTriangle size={20} />}>
      <Text size="sm">{message}</Text>
      <Group mt="md" gap="sm">
        {onRetry ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={isRetrying}
            onClick={onRetry}
          >
            Try Again
          </Button>
        ) : null}
        {children}
      </Group>
    </Alert>
  );
}
