import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

type ErrorCardProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
};

/** A section that failed to load: what failed, why, and a Retry (spec sections 2 and 8). */
export function ErrorCard({ title, message, onRetry, isRetrying = false }: ErrorCardProps) {
  return (
    <Alert variant="light" color="red" title={title} icon={<IconAlertTriangle size={20} />}>
      <Text size="sm">{message}</Text>
      {onRetry ? (
        <Group mt="md">
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={isRetrying}
            onClick={onRetry}
          >
            Retry
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
