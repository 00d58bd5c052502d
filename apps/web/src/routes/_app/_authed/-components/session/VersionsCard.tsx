import { Badge, Button, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import type { TSessionVersion } from '@veloforge/shared';
import { IconArrowBackUp, IconSparkles, IconTool } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';

import { formatDateTime } from '../../../../../lib/format';
import { restoreHref } from './session-view';

type VersionsCardProps = {
  sessionId: string;
  versions: TSessionVersion[];
};

/**
 * Every version of the generation, oldest first: the first generation, then each troubleshoot
 * pass with the error it fixed. Restore opens one in the generator to continue from it.
 */
export function VersionsCard({ sessionId, versions }: VersionsCardProps) {
  const navigate = useNavigate();
  const sorted = [...versions].sort((a, b) => a.n - b.n);
  const latest = sorted.at(-1)?.n;

  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={600}>Versions</Text>
      <Text size="sm" c="dimmed" mb="lg">
        Each troubleshoot pass saves a new version. Restore one to keep working on it.
      </Text>
      <Timeline active={sorted.length} bulletSize={26} lineWidth={2}>
        {sorted.map((version) => {
          const isFix = version.kind === 'troubleshoot';
          return (
            <Timeline.Item
              key={version.n}
              bullet={isFix ? <IconTool size={14} /> : <IconSparkles size={14} />}
              data-testid="version-item"
              title={
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    Version {version.n}
                  </Text>
                  <Badge size="sm" radius="sm" variant="light" color={isFix ? 'orange' : 'indigo'}>
                    {isFix ? 'Troubleshoot' : 'Generated'}
                  </Badge>
                  {version.n === latest ? (
                    <Badge size="sm" radius="sm" variant="outline" color="gray">
                      Latest
                    </Badge>
                  ) : null}
                </Group>
              }
            >
              <Stack gap={6} mt={4}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(version.createdAt)}
                </Text>
                {isFix && version.errorDetails ? (
                  <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                    <Text span size="sm" c="dimmed">
                      Fixed:{' '}
                    </Text>
                    {version.errorDetails}
                  </Text>
                ) : null}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  w="fit-content"
                  px={0}
                  leftSection={<IconArrowBackUp size={16} />}
                  aria-label={`Restore version ${version.n}`}
                  onClick={() => void navigate({ href: restoreHref(sessionId, version.n) })}
                >
                  Restore
                </Button>
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
