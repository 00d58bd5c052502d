import { Badge } from '@mantine/core';
import type { TSessionSummary } from '@veloforge/shared';

const STATUS = {
  completed: { label: 'Completed', color: 'green' },
  running: { label: 'Running', color: 'blue' },
  failed: { label: 'Failed', color: 'red' },
} as const;

/** A generation's state in words and colour (the colour alone would not be enough). */
export function SessionStatusBadge({ status }: { status: TSessionSummary['status'] }) {
  const { label, color } = STATUS[status];
  return (
    <Badge variant="light" color={color} radius="sm">
      {label}
    </Badge>
  );
}
