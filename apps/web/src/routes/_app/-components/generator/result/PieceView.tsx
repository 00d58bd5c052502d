import { Skeleton } from '@mantine/core';
import { IconFileCode, IconMaximize } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

import { CodeToolbarButton } from '../../../../../components/code/CodeToolbarButton';
import { CodePane } from '../CodePane';
import type { PieceInfo } from './code-pieces';
import { renderedBody } from '../../../../../components/code/RenderedBody';

// The viewer (with its highlighter) is only needed once there is code: not on a first visit.
const CodeViewer = lazy(() =>
  import('../../../../../components/code/CodeViewer').then((module) => ({
    default: module.CodeViewer,
  })),
);

/**
 * At most 60% of the window (spec section 9), less on short windows so the panel's tabs, the code
 * and the checker's findings fit in view together.
 */
const CODE_MAX_HEIGHT = 'max(16rem, min(60vh, calc(100dvh - 26rem)))';

type PieceViewProps = {
  piece: PieceInfo;
  text: string;
  /** A diagnostic's line to mark and scroll to. */
  highlightLine?: number;
  onFullscreen: () => void;
};

/** One code tab: the highlighted code with copy, download and fullscreen, or the empty state. */
export function PieceView({ piece, text, highlightLine, onFullscreen }: PieceViewProps) {
  if (text.trim() === '') {
    return (
      <CodePane
        icon={IconFileCode}
        title="No code generated yet"
        description="Describe your page under Configuration and press Generate Code. Your Velo code appears here, ready to copy into the Wix editor."
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton h="16rem" radius="md" />}>
      <CodeViewer
        code={text}
        language={piece.language}
        title={piece.fileName}
        label={`${piece.label} code`}
        maxHeight={CODE_MAX_HEIGHT}
        highlightLine={highlightLine}
        downloadName={piece.fileName}
        body={renderedBody(piece.language, text)}
        actions={
          <CodeToolbarButton
            icon={IconMaximize}
            onClick={onFullscreen}
            ariaLabel={`Show ${piece.label.toLowerCase()} code fullscreen`}
          >
            Fullscreen
          </CodeToolbarButton>
        }
      />
    </Suspense>
  );
}
