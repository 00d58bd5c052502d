import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

import type { ConfigurationSectionInfo } from '../configuration-sections';

type EditorSectionProps = ConfigurationSectionInfo & {
  children: ReactNode;
};

/** One titled card of the generator form, with its one-line hint in Wix terms. */
export function EditorSection({ title, hint, icon: Icon, optional, children }: EditorSectionProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      p={{ base: 'sm', xs: 'md' }}
      radius="md"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <Icon size={18} stroke={1.6} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="sm" fw={650} id={titleId}>
                {title}
              </Title>
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
        {children}
      </Stack>
    </Paper>
  );
}
