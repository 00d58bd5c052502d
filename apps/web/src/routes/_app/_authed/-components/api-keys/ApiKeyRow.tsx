import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TApiKey } from '@veloforge/shared';

import { keyDetails } from './api-key-labels';

type ApiKeyRowProps = {
  apiKey: TApiKey;
  onRevoke: (key: TApiKey) => void;
};

/** One key: name, the prefix it starts with, dates, and Revoke while it is active. */
export function ApiKeyRow({ apiKey, onRevoke }: ApiKeyRowProps) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap" py="sm">
      <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
        <Group gap="xs" wrap="wrap">
          <Text
            fw={600}
            size="sm"
            c={revoked ? 'dimmed' : undefined}
            style={{ wordBreak: 'break-word' }}
          >
            {apiKey.name}
          </Text>
          <Text size="xs" ff="monospace" c="dimmed">
            {apiKey.prefix}…
          </Text>
          {revoked ? (
            <Badge color="gray" variant="light" size="sm">
              Revoked
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {keyDetails(apiKey)}
        </Text>
      </Stack>
      {revoked ? null : (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          aria-label={`Revoke ${apiKey.name}`}
          onClick={() => onRevoke(apiKey)}
        >
          Revoke
        </Button>
      )}
    </Group>
  );
}
