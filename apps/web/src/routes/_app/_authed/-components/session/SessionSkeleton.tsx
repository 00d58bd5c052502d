import { Card, Grid, Group, Skeleton, Stack } from '@mantine/core';

/** The page's shape while the generation loads. */
export function SessionSkeleton() {
  return (
    <Stack gap="xl" aria-busy aria-label="Loading generation">
      <Stack gap="sm">
        <Skeleton height={14} width={180} />
        <Skeleton height={32} width="70%" />
        <Group gap="sm">
          <Skeleton height={18} width={200} />
          <Skeleton height={18} width={90} />
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="md">
            <Skeleton height={28} width="60%" mb="md" />
            <Skeleton height={320} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg">
            <Skeleton height={18} width="50%" mb="md" />
            <Skeleton height={24} mb="sm" />
            <Skeleton height={24} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
