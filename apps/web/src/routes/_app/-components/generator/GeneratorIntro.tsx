import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_NAME } from '@veloforge/shared';

/** The generator's title line; compact, because the work area below is what matters. */
export function GeneratorIntro() {
  return (
    <Stack gap="xs" mb="lg">
      <Group gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {PLATFORM_NAME} Code Generator
        </Title>
        <Badge variant="light" radius="sm">
          1 token per generation
        </Badge>
      </Group>
      <Text c="dimmed" size="sm">
        Describe your collections, element IDs and page structure; get frontend, backend and HTML
        code ready to paste into the Wix editor.
      </Text>
    </Stack>
  );
}
