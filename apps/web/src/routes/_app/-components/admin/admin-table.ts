import type { TableProps } from '@mantine/core';

/** The look every admin table shares; headers stay on one line when the table scrolls. */
export const ADMIN_TABLE_PROPS = {
  verticalSpacing: 'sm',
  horizontalSpacing: 'md',
  highlightOnHover: true,
  styles: { th: { whiteSpace: 'nowrap' } },
} satisfies TableProps;
