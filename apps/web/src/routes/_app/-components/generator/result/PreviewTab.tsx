import { IconMaximize } from '@tabler/icons-react';
import { useState } from 'react';

import type { PreviewAudience } from '../../../../../lib/preview/run-message';
import { CodePane } from '../CodePane';
import { useGenerator } from '../GeneratorContext';
import { FullscreenPreview } from './preview/FullscreenPreview';
import { PreviewContent } from './preview/PreviewContent';

type PreviewTabProps = {
  /** The tab is showing. A hidden tab runs nothing: unseen code never runs. */
  active: boolean;
};

/**
 * The generated page running live in a sandboxed frame (spec section 2 'Preview'), inline or
 * fullscreen. One frame runs at a time: the inline one gives way while fullscreen is open.
 */
export function PreviewTab({ active }: PreviewTabProps) {
  const { generation, form } = useGenerator();
  const { result } = generation;
  const [audience, setAudience] = useState<PreviewAudience>('visitor');
  const [fullscreen, setFullscreen] = useState(false);

  if (!active) return null;

  const content = { result, form, audience, onAudienceChange: setAudience };
  return (
    <>
      {fullscreen ? (
        <CodePane
          icon={IconMaximize}
          title="The preview is open in fullscreen"
          description="Close fullscreen to see it here again."
        />
      ) : (
        <PreviewContent {...content} onFullscreen={() => setFullscreen(true)} />
      )}
      <FullscreenPreview opened={fullscreen} onClose={() => setFullscreen(false)}>
        <PreviewContent {...content} fill />
      </FullscreenPreview>
    </>
  );
}
