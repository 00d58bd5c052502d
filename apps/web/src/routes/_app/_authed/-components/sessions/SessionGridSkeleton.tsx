import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

import { SESSION_GRID_COLS } from './session-grid';

/** The grid's shape while the list loads, so nothing jumps when the cards arrive. */
export function SessionGridSkeleton() {
  return (
    <SimpleGrid cols={SESSION_GRID_COLS} spacing="lg" aria-busy aria-label="Loading generations">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Skeleton height={20} width="45%" radius="sm" />
            <Skeleton height={22} width="85%" />
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={36} width={120} mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
