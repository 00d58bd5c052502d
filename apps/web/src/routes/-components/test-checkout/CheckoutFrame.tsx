import { Box, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME } from '@veloforge/shared';
import { IconBolt, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { TestModeBanner } from './TestModeBanner';

/**
 * The checkout window's chrome: the test-mode banner across the top, the merchant, the content.
 * No app header or links: it runs in a small popup and only leads to the return pages.
 */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh">
      <TestModeBanner />
      <Container component="main" size={440} px="md" py="lg">
        <Group gap="xs" mb="md" wrap="nowrap">
          <ThemeIcon
            size="md"
            radius="md"
            variant="gradient"
            gradient={{ from: 'indigo.6', to: 'violet.5', deg: 135 }}
            aria-hidden
          >
            <IconBolt size={16} stroke={2} />
          </ThemeIcon>
          <Text fw={700}>{PRODUCT_NAME}</Text>
          <Text c="dimmed" size="sm">
            · Checkout
          </Text>
        </Group>
        {children}
        <Group gap={6} justify="center" mt="lg" wrap="nowrap">
          <IconLock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed" ta="center">
            {PRODUCT_NAME} test checkout · used when no payment provider is configured
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
