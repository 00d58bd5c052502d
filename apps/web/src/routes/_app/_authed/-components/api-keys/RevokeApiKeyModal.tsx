import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TApiKey } from '@veloforge/shared';

import { errorMessage } from '../../../../../lib/api-error';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';

type RevokeApiKeyModalProps = {
  /** The key last chosen; kept while the modal closes so its text does not vanish early. */
  apiKey: TApiKey | null;
  opened: boolean;
  onClose: () => void;
};

/** Asks before revoking: a revoked key stops working at once and cannot be restored. */
export function RevokeApiKeyModal({ apiKey, opened, onClose }: RevokeApiKeyModalProps) {
  const utils = trpc.useUtils();
  const revoke = trpc.apiKeys.revoke.useMutation({
    onSuccess(result) {
      void utils.apiKeys.list.invalidate();
      showToast({
        title: 'API key revoked',
        description: `“${result.key.name}” no longer works. Requests made with it now get 401.`,
      });
      onClose();
    },
    onError(error) {
      showToast({
        variant: 'destructive',
        title: 'Revoke failed',
        description: errorMessage(error, 'Failed to revoke the API key'),
      });
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Revoke API key?" centered>
      <Stack gap="md">
        <Text size="sm">
          Anything using <strong>{apiKey?.name}</strong> ({apiKey?.prefix}…) will stop working
          immediately. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() => apiKey && revoke.mutate({ id: apiKey.id })}
          >
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
