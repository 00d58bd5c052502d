import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

type RetryButtonProps = {
  /** The spec's words for it where it names them ('Try Again', 'Check again'). */
  label: string;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Small and red, inside an error card; else a page's ordinary button. */
  compact?: boolean;
};

/** Runs a failed load again, showing it is busy while the retry runs. */
export function RetryButton({ label, onRetry, isRetrying = false, compact }: RetryButtonProps) {
  return (
    <Button
      {...(compact ? { size: 'xs', color: 'red', variant: 'light' } : { variant: 'default' })}
      leftSection={<IconRefresh size={compact ? 14 : 16} />}
      loading={isRetrying}
      onClick={onRetry}
    >
      {label}
    </Button>
  );
}
