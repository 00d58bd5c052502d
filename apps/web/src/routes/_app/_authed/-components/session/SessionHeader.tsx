import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TGeneratorSession } from '@veloforge/shared';
import { IconArrowLeft, IconCalendar } from '@tabler/icons-react';

import { AnchorLink } from '../../../../../components/links/AnchorLink';
import { formatDateTime } from '../../../../../lib/format';
import { SessionStatusBadge } from '../sessions/SessionStatusBadge';
import { sessionTitle } from './session-view';

const ENGINE_LABELS = { template: 'Template engine (offline)', model: 'AI model' } as const;

/** The prompt as the page title, with when and how the code was made. */
export function SessionHeader({ session }: { session: TGeneratorSession }) {
  return (
    <Stack gap="sm" mb="xl">
      <AnchorLink to="/my-sessions" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to My Generations
        </Group>
      </AnchorLink>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
        {sessionTitle(session.prompt)}
      </Title>
      <Group gap="sm">
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed">
            {formatDateTime(session.createdAt)}
          </Text>
        </Group>
        <SessionStatusBadge status={session.status} />
        <Badge variant="light" color="gray" radius="sm">
          {ENGINE_LABELS[session.engine]}
        </Badge>
      </Group>
    </Stack>
  );
}
