import { Badge } from '@mantine/core';

import type { PreviewStatus } from '../../../../../../lib/preview/preview-log';

/** 'failed': the run finished starting but its code threw (the red box above says what). */
export type PreviewFrameStatus = PreviewStatus | 'stopped' | 'failed';

const STATUS = {
  starting: { label: 'Starting…', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  ready: { label: 'Ready', color: 'teal' },
  stopped: { label: 'Stopped', color: 'gray' },
  failed: { label: 'Error', color: 'red' },
} as const;

/** Where the run is, in words as well as colour; announced politely as it changes. */
export function PreviewStatusBadge({ status }: { status: PreviewFrameStatus }) {
  const { label, color } = STATUS[status];
  return (
    <Badge
      variant="dot"
      color={color}
      size="sm"
      radius="sm"
      role="status"
      data-testid="preview-status"
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
