import { Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TGeneratorSession } from '@veloforge/shared';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The collections and element IDs the code was generated for, as chips (spec section 2). */
export function SiteStructureCard({ session }: { session: TGeneratorSession }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text fw={600}>Site structure</Text>
        <Section title="Collections">
          {session.collections.length === 0 ? (
            <Text size="sm" c="dimmed">
              No collections defined
            </Text>
          ) : (
            <Group gap="xs" data-testid="collection-chips">
              {session.collections.map((collection) => (
                <Tooltip
                  key={collection.name}
                  label={collection.fields.map((field) => field.id).join(', ') || 'No fields'}
                  multiline
                  maw={280}
                >
                  <Badge variant="light" radius="sm" tt="none" size="lg">
                    {collection.name}
                  </Badge>
                </Tooltip>
              ))}
            </Group>
          )}
        </Section>
        <Section title="Element IDs">
          {session.elementIds.length === 0 ? (
            <Text size="sm" c="dimmed">
              No element IDs defined
            </Text>
          ) : (
            <Group gap="xs" data-testid="element-chips">
              {session.elementIds.map((id) => (
                <Badge key={id} variant="outline" color="gray" radius="sm" tt="none" size="lg">
                  #{id}
                </Badge>
              ))}
            </Group>
          )}
        </Section>
      </Stack>
    </Card>
  );
}
