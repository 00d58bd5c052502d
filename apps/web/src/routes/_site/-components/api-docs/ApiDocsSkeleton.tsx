import { Paper, Skeleton, Stack } from '@mantine/core';

/** Placeholders shaped like the contents column and two operation cards. */
export function ApiTocSkeleton() {
  return (
    <Stack gap="xs" aria-hidden>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} height={20} radius="sm" />
      ))}
    </Stack>
  );
}

export function ApiDocsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the API reference">
      <Skeleton height={28} width="30%" radius="sm" />
      {[0, 1].map((card) => (
        <Paper key={card} withBorder p="lg">
          <Stack gap="sm">
            <Skeleton height={24} width="50%" radius="sm" />
            <Skeleton height={18} width="70%" radius="sm" />
            <Skeleton height={120} radius="md" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
