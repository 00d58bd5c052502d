import { Card, Skeleton, Stack } from '@mantine/core';

const ROW_WIDTHS = ['100%', '92%', '96%', '88%', '94%'];

/** The table's shape while a list loads, so nothing jumps when the rows arrive. */
export function AdminTableSkeleton() {
  return (
    <Card.Section inheritPadding py="md" aria-busy aria-label="Loading">
      <Stack gap="md">
        <Skeleton height={14} width="35%" />
        {ROW_WIDTHS.map((width, row) => (
          <Skeleton key={row} height={20} width={width} />
        ))}
      </Stack>
    </Card.Section>
  );
}
