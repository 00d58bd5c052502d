import { Box, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type CodePaneProps = {
  icon: Icon;
  title: string;
  description: ReactNode;
};

/**
 * The dark code surface (dark in both schemes, as editors are) showing an empty state until there
 * is code to show.
 */
export function CodePane({ icon: IconComponent, title, description }: CodePaneProps) {
  return (
    <Box
      bg="dark.8"
      c="dark.0"
      mih="26rem"
      p="xl"
      display="flex"
      style={{
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 'var(--mantine-radius-md)',
        fontFamily: 'var(--mantine-font-family-monospace)',
      }}
    >
      <Stack align="center" gap="sm" ta="center" maw="24rem">
        <ThemeIcon variant="light" color="gray" size="xl" radius="xl" aria-hidden>
          <IconComponent size={22} stroke={1.5} />
        </ThemeIcon>
        <Text fw={600} c="gray.2" ff="var(--mantine-font-family)">
          {title}
        </Text>
        <Text size="sm" c="dark.1" ff="var(--mantine-font-family)">
          {description}
        </Text>
      </Stack>
    </Box>
  );
}
