import { Stack } from '@mantine/core';

import type { PreviewAudience } from '../../../../../../lib/preview/run-message';
import { showToast } from '../../../../../../lib/toast';
import { PreviewConsole } from './PreviewConsole';
import { PreviewError } from './PreviewError';
import { PreviewFrame } from './PreviewFrame';
import { PreviewToolbar } from './PreviewToolbar';
import type { PreviewSource } from './use-preview-run';
import { usePreviewRun } from './use-preview-run';

type PreviewSessionProps = {
  source: Omit<PreviewSource, 'audience'>;
  audience: PreviewAudience;
  onAudienceChange: (audience: PreviewAudience) => void;
  /** Absent in fullscreen. */
  onFullscreen?: () => void;
  /** Fills the height it is given (fullscreen). */
  fill?: boolean;
};

/** One live run of the code: its toolbar, first runtime error, frame and console. */
export function PreviewSession({
  source,
  audience,
  onAudienceChange,
  onFullscreen,
  fill = false,
}: PreviewSessionProps) {
  const preview = usePreviewRun({ ...source, audience });
  const { log } = preview;

  function refresh() {
    preview.refresh();
    showToast({ title: 'Preview refreshed', description: 'The code runs again in a new frame.' });
  }

  return (
    <Stack gap="sm" flex={fill ? 1 : undefined} mih={fill ? 0 : undefined}>
      <PreviewToolbar
        audience={audience}
        onAudienceChange={onAudienceChange}
        onRefresh={refresh}
        onStop={preview.stopped ? undefined : preview.stop}
        onFullscreen={onFullscreen}
        withFullscreen={!fill}
      />
      {log.firstError !== null ? <PreviewError message={log.firstError} /> : null}
      <PreviewFrame
        runId={preview.runId}
        frameRef={preview.frameRef}
        status={
          preview.stopped
            ? 'stopped'
            : log.firstError !== null && log.status === 'ready'
              ? 'failed'
              : log.status
        }
        fill={fill}
      />
      <PreviewConsole lines={log.lines} />
    </Stack>
  );
}
