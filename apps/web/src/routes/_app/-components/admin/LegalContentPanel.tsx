import { IconFileText } from '@tabler/icons-react';

import { AdminEmptyPanel } from './AdminEmptyPanel';

/** The Legal Content tab: choose a type, edit and save it. */
export function LegalContentPanel() {
  return (
    <AdminEmptyPanel
      icon={IconFileText}
      title="Legal content editor"
      description="Edit the terms, privacy policy, token usage page and FAQ shown to visitors."
    />
  );
}
