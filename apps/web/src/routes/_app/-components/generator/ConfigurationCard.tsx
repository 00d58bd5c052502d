import { Button, Card, Flex, Stack, Tabs, Text } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconRefresh,
  IconSettings,
  IconSparkles,
} from '@tabler/icons-react';

import { CONFIGURATION_SECTIONS } from './configuration-sections';
import { ConfigurationSection } from './ConfigurationSection';

/**
 * The generator form's frame: the Configuration / Settings tab bar, the section cards in spec
 * order, and the Reset / Generate footer. The editors themselves arrive with the Generator issue.
 */
export function ConfigurationCard() {
  return (
    <Card withBorder padding={0} radius="md">
      <Tabs defaultValue="configuration">
        <Tabs.List px="md" pt="xs">
          <Tabs.Tab value="configuration" leftSection={<IconAdjustmentsHorizontal size={16} />}>
            Configuration
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            Settings
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="configuration" p="md">
          <Stack gap="sm">
            {CONFIGURATION_SECTIONS.map((section) => (
              <ConfigurationSection key={section.title} {...section} />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="settings" p="md">
          <Text size="sm" c="dimmed">
            Generation settings will appear here.
          </Text>
        </Tabs.Panel>
      </Tabs>
      {/* Stacked, Generate on top, wherever the column is too narrow for both side by side. */}
      <Flex
        direction={{ base: 'column-reverse', md: 'row' }}
        justify="flex-end"
        gap="sm"
        p="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Button variant="default" leftSection={<IconRefresh size={16} />} disabled>
          Reset
        </Button>
        <Button leftSection={<IconSparkles size={16} />} disabled>
          Generate Code · 1 token
        </Button>
      </Flex>
    </Card>
  );
}
