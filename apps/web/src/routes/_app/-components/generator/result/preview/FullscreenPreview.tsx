import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

type FullscreenPreviewProps = {
  opened: boolean;
  onClose: () => void;
  /** Its own run: mounted only while open, so closing ends it. */
  children: ReactNode;
};

/** The preview over the whole window, for pages that need the room. */
export function FullscreenPreview({ opened, onClose, children }: FullscreenPreviewProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title="Preview"
      closeButtonProps={{ 'aria-label': 'Exit fullscreen' }}
      styles={{
        title: { fontWeight: 650 },
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      {opened ? children : null}
    </Modal>
  );
}
