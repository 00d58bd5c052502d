import { Badge, Group, Paper, Text, ThemeIcon } from '@mantine/core';

import type { ConfigurationSectionInfo } from './configuration-sections';

/** One titled block of the generator form with its one-line hint. */
export function ConfigurationSection({
  title,
  hint,
  icon: Icon,
  optional,
}: ConfigurationSectionInfo) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <Icon size={18} stroke={1.6} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {title}
            </Text>
            {optional ? (
              <Badge size="xs" variant="default" radius="sm">
                Optional
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
