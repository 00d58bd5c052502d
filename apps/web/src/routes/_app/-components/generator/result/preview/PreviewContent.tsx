import { Stack } from '@mantine/core';
import { IconBrowser, IconHourglassHigh } from '@tabler/icons-react';

import type { GeneratorForm } from '../../../../../../lib/generator-draft';
import type { PreviewAudience } from '../../../../../../lib/preview/run-message';
import { CodePane } from '../../CodePane';
import type { GeneratorResult } from '../../state/result-reducer';
import { PreviewToolbar } from './PreviewToolbar';
import { PreviewSession } from './PreviewSession';

type PreviewContentProps = {
  result: GeneratorResult;
  form: GeneratorForm;
  audience: PreviewAudience;
  onAudienceChange: (audience: PreviewAudience) => void;
  /** Absent in fullscreen. */
  onFullscreen?: () => void;
  fill?: boolean;
};

/** The live run once there is finished code to run; a calm message until then. */
export function PreviewContent({
  result,
  form,
  audience,
  onAudienceChange,
  onFullscreen,
  fill = false,
}: PreviewContentProps) {
  const { pieces } = result;
  const hasPage = pieces.frontendCode.trim() !== '' || pieces.htmlCode.trim() !== '';

  if (result.activity || !hasPage) {
    return (
      <Stack gap="sm" flex={fill ? 1 : undefined}>
        <PreviewToolbar
          audience={audience}
          onAudienceChange={onAudienceChange}
          withFullscreen={!fill}
        />
        {result.activity ? (
          <CodePane
            icon={IconHourglassHigh}
            title="Preview starts when the code is ready"
            description="Code that is still being written is not run. The page runs here as soon as it has arrived."
          />
        ) : (
          <CodePane
            icon={IconBrowser}
            title="Nothing to preview yet"
            description="Generated frontend code and HTML run here in a sandbox with a mock of the Wix API."
          />
        )}
      </Stack>
    );
  }

  return (
    <PreviewSession
      source={{ pieces, request: result.request, form }}
      audience={audience}
      onAudienceChange={onAudienceChange}
      onFullscreen={onFullscreen}
      fill={fill}
    />
  );
}
