import { Button, Card, Divider, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { MAX_ACTIVE_API_KEYS, type TApiKey } from '@veloforge/shared';
import { Fragment, useState, type ReactNode } from 'react';

import { ErrorCard } from '../../../../../components/page/ErrorCard';
import { errorMessage } from '../../../../../lib/api-error';
import { trpc } from '../../../../../lib/trpc';
import { activeCount } from './api-key-labels';
import { ApiKeyRow } from './ApiKeyRow';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { RevokeApiKeyModal } from './RevokeApiKeyModal';

/** The API keys section of /settings: list, create (secret shown once) and revoke. */
export function ApiKeysCard() {
  // Read on every visit, so 'Last used' is current.
  const keys = trpc.apiKeys.list.useQuery(undefined, { refetchOnMount: 'always' });
  // Each opening remounts the create dialog, so it always starts from an empty form.
  const [creating, setCreating] = useState({ opened: false, opening: 0 });
  const [revoking, setRevoking] = useState<{ key: TApiKey | null; opened: boolean }>({
    key: null,
    opened: false,
  });

  const list = keys.data?.keys ?? [];
  const active = activeCount(list);
  const atLimit = active >= MAX_ACTIVE_API_KEYS;
  const openCreate = () => setCreating((state) => ({ opened: true, opening: state.opening + 1 }));

  let body: ReactNode;
  if (keys.isPending) {
    body = (
      <Stack gap="md" py="sm" aria-busy aria-label="Loading API keys">
        {[0, 1].map((row) => (
          <Stack key={row} gap={6}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={10} width="70%" />
          </Stack>
        ))}
      </Stack>
    );
  } else if (keys.isError) {
    body = (
      <ErrorCard
        title="Error loading API keys"
        message={errorMessage(keys.error, 'Failed to load your API keys')}
        onRetry={() => void keys.refetch()}
        isRetrying={keys.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={<IconKey size={28} stroke={1.5} />}
        variant="light"
        title="No API keys yet"
        description="Create a key to call the VeloForge REST API from your own scripts or CI."
      />
    );
  } else {
    body = (
      <Stack gap={0}>
        {list.map((key, index) => (
          <Fragment key={key.id}>
            {index > 0 ? <Divider /> : null}
            <ApiKeyRow
              apiKey={key}
              onRevoke={(chosen) => setRevoking({ key: chosen, opened: true })}
            />
          </Fragment>
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap" mb="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 20rem' }}>
          <Text fw={600}>API keys</Text>
          <Text size="sm" c="dimmed">
            Call the REST API as you with <code>Authorization: Bearer &lt;key&gt;</code>. Keys spend
            your tokens; revoke any you no longer use.
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate} disabled={atLimit}>
            Create API key
          </Button>
          {keys.data ? (
            <Text size="xs" c="dimmed">
              {active} of {MAX_ACTIVE_API_KEYS} active keys
            </Text>
          ) : null}
        </Stack>
      </Group>
      {body}
      <CreateApiKeyModal
        key={creating.opening}
        opened={creating.opened}
        onClose={() => setCreating((state) => ({ ...state, opened: false }))}
      />
      <RevokeApiKeyModal
        apiKey={revoking.key}
        opened={revoking.opened}
        onClose={() => setRevoking((state) => ({ ...state, opened: false }))}
      />
    </Card>
  );
}
