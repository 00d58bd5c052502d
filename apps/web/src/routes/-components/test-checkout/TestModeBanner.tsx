import { Box, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

/**
 * ui-guide: test mode is unmistakable. Dark text on yellow keeps the contrast high in both colour
 * schemes, and the bar stays at the top while the page scrolls.
 */
export function TestModeBanner() {
  return (
    <Box
      role="region"
      aria-label="Test mode"
      bg="yellow.4"
      c="dark.9"
      px="md"
      py="sm"
      pos="sticky"
      top={0}
      style={{ zIndex: 1, borderBottom: '2px solid var(--mantine-color-yellow-6)' }}
      data-testid="test-mode-banner"
    >
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconFlask size={20} stroke={2} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={700} size="sm" c="dark.9">
          Test mode — no real charge
        </Text>
      </Group>
    </Box>
  );
}
