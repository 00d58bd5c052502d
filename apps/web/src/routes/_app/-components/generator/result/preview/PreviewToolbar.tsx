import { Group, SegmentedControl } from '@mantine/core';
import { IconMaximize, IconPlayerStop, IconRefresh } from '@tabler/icons-react';

import { IconAction } from '../../../../../../components/actions/IconAction';
import type { PreviewAudience } from '../../../../../../lib/preview/run-message';

const AUDIENCES: { value: PreviewAudience; label: string }[] = [
  { value: 'visitor', label: 'Visitor' },
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

type PreviewToolbarProps = {
  audience: PreviewAudience;
  onAudienceChange: (audience: PreviewAudience) => void;
  /** Absent while there is nothing running to act on. */
  onRefresh?: () => void;
  onStop?: () => void;
  /** Absent in fullscreen, where the modal's close button returns instead. */
  onFullscreen?: () => void;
  /** The fullscreen button shows (disabled) even when there is nothing to show fullscreen. */
  withFullscreen?: boolean;
};

/**
 * Who the page runs for (a signed-out visitor, a sample signed-in member, or that member with the
 * Admin role, so admin-only pages and web methods can be tried) and the frame's actions: stop,
 * refresh and fullscreen.
 */
export function PreviewToolbar({
  audience,
  onAudienceChange,
  onRefresh,
  onStop,
  onFullscreen,
  withFullscreen = true,
}: PreviewToolbarProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <SegmentedControl
        size="xs"
        aria-label="Run the preview as"
        data={AUDIENCES}
        value={audience}
        onChange={onAudienceChange}
      />
      <Group gap={0} wrap="nowrap">
        <IconAction
          label="Stop preview"
          icon={IconPlayerStop}
          disabled={!onStop}
          onClick={onStop}
        />
        <IconAction
          label="Refresh preview"
          icon={IconRefresh}
          disabled={!onRefresh}
          onClick={onRefresh}
        />
        {withFullscreen ? (
          <IconAction
            label="Fullscreen preview"
            icon={IconMaximize}
            disabled={!onFullscreen}
            onClick={onFullscreen}
          />
        ) : null}
      </Group>
    </Group>
  );
}
