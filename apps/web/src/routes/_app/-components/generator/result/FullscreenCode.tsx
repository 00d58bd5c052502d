import { Modal } from '@mantine/core';

import { CodeViewer } from '../../../../../components/code/CodeViewer';
import type { PieceInfo } from './code-pieces';
import { renderedBody } from '../../../../../components/code/RenderedBody';

type FullscreenCodeProps = {
  piece: PieceInfo | null;
  text: string;
  onClose: () => void;
};

/** One code piece over the whole window, for reading long files. */
export function FullscreenCode({ piece, text, onClose }: FullscreenCodeProps) {
  return (
    <Modal
      opened={piece !== null}
      onClose={onClose}
      fullScreen
      title={piece ? `${piece.label} code` : undefined}
      closeButtonProps={{ 'aria-label': 'Exit fullscreen' }}
      styles={{ title: { fontWeight: 650 } }}
    >
      {piece ? (
        <CodeViewer
          code={text}
          language={piece.language}
          title={piece.fileName}
          label={`${piece.label} code, fullscreen`}
          maxHeight="calc(100dvh - 7rem)"
          downloadName={piece.fileName}
          body={renderedBody(piece.language, text)}
        />
      ) : null}
    </Modal>
  );
}
