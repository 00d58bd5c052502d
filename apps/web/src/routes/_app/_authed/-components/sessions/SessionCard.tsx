import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TSessionSummary } from '@veloforge/shared';
import { IconArrowRight, IconCalendar, IconDatabase, IconHash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '../../../../../components/links/ButtonLink';
import { formatDateTime } from '../../../../../lib/format';
import { sessionTitle } from '../session/session-view';
import { SessionStatusBadge } from './SessionStatusBadge';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="transparent" c="dimmed" size="sm" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
        {children}
      </Text>
    </Group>
  );
}

/** One past generation on /my-sessions (spec section 2). */
export function SessionCard({ session }: { session: TSessionSummary }) {
  const collectionNames = session.collections.map((collection) => collection.name).join(', ');
  const elementCount = session.elementIds.length;
  const title = sessionTitle(session.prompt);

  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="session-card">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <SessionStatusBadge status={session.status} />
          <Badge variant="light" color="gray" radius="sm">
            {session.versionCount === 1 ? '1 version' : `${session.versionCount} versions`}
          </Badge>
        </Group>
        <Title order={2} fz="lg" lineClamp={2} title={title} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Fact icon={<IconCalendar size={16} />}>{formatDateTime(session.createdAt)}</Fact>
        <Fact icon={<IconDatabase size={16} />}>{collectionNames || 'No collections defined'}</Fact>
        <Fact icon={<IconHash size={16} />}>
          {elementCount === 0
            ? 'No element IDs defined'
            : `${elementCount} element ${elementCount === 1 ? 'ID' : 'IDs'}`}
        </Fact>
        <Group mt="auto" pt="xs">
          <ButtonLink
            to="/session/$id"
            params={{ id: session.id }}
            variant="light"
            rightSection={<IconArrowRight size={16} />}
            aria-label={`View Code: ${title}`}
          >
            View Code
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
