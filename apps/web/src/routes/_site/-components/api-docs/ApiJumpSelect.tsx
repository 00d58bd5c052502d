import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';

import type { ApiReference } from '../../../../lib/api-docs/parse';
import { scrollToAnchor } from './scroll-to-anchor';
import { jumpOptions } from './toc-entries';

/**
 * Phones: the contents as one searchable menu above the page instead of a side column. It is
 * there, disabled, while the document loads, so the page does not jump when it arrives.
 */
export function ApiJumpSelect({ reference }: { reference: ApiReference | undefined }) {
  const data = useMemo(() => (reference ? jumpOptions(reference) : []), [reference]);
  const [value, setValue] = useState<string | null>(null);

  return (
    <Select
      label="Jump to"
      placeholder={reference ? 'Choose a section or route' : 'Loading routes…'}
      disabled={!reference}
      data={data}
      value={value}
      searchable
      nothingFoundMessage="No matching route"
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        setValue(next);
        if (next) scrollToAnchor(next);
      }}
    />
  );
}
