import { Box, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { PREVIEW_FRAME_PATH, PREVIEW_SANDBOX } from '@veloforge/shared';
import { IconPlayerStop, IconShieldLock } from '@tabler/icons-react';
import type { RefObject } from 'react';

import classes from './preview.module.css';
import type { PreviewFrameStatus } from './PreviewStatusBadge';
import { PreviewStatusBadge } from './PreviewStatusBadge';

type PreviewFrameProps = {
  /** A new id mounts a new frame: nothing of the previous run survives. */
  runId: number;
  frameRef: RefObject<HTMLIFrameElement | null>;
  status: PreviewFrameStatus;
  /** Fills the height it is given (fullscreen) instead of its own ~520 px. */
  fill?: boolean;
};

/**
 * The sandboxed frame the generated code runs in, never with allow-same-origin
 * (security-checklist X1), under a bar saying it is untrusted and walled off from the account (X6).
 */
export function PreviewFrame({ runId, frameRef, status, fill = false }: PreviewFrameProps) {
  return (
    <div className={fill ? `${classes.surface} ${classes.fill}` : classes.surface}>
      <div className={classes.bar}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconShieldLock
            size={16}
            stroke={1.6}
            color="var(--mantine-color-dimmed)"
            style={{ flexShrink: 0 }}
            aria-hidden
          />
          <Text size="xs" c="dimmed" lineClamp={2}>
            Untrusted sandbox: sample data only, no access to your account
          </Text>
        </Group>
        <PreviewStatusBadge status={status} />
      </div>
      <Box className={classes.page}>
        {status === 'stopped' ? (
          <Center h="100%" p="md" c="dark.6">
            <Stack align="center" gap="xs" ta="center" maw="20rem">
              <ThemeIcon variant="light" color="gray" size="lg" radius="xl" aria-hidden>
                <IconPlayerStop size={18} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} c="dark.7">
                Preview stopped
              </Text>
              <Text size="sm" c="dark.4">
                The frame was removed. Refresh the preview to run the code again.
              </Text>
            </Stack>
          </Center>
        ) : (
          <iframe
            key={runId}
            ref={frameRef}
            className={classes.frame}
            title="Live preview"
            sandbox={PREVIEW_SANDBOX}
            src={PREVIEW_FRAME_PATH}
            referrerPolicy="no-referrer"
            loading="eager"
          />
        )}
      </Box>
    </div>
  );
}
