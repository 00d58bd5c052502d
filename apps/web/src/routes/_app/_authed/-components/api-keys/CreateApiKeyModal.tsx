import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_KEY_NAME_MAX, ZCreateApiKeyInput, type TCreatedApiKey } from '@veloforge/shared';
import { useState } from 'react';

import { SubmitButton } from '../../../../../components/forms/SubmitButton';
import { errorMessage, fieldErrorsOf } from '../../../../../lib/api-error';
import { parseForm, zodResolver } from '../../../../../lib/form';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';
import { NewApiKeySecret } from './NewApiKeySecret';

type CreateApiKeyModalProps = {
  opened: boolean;
  onClose: () => void;
};

/**
 * Names a new key, then shows its secret once. The parent remounts it for every opening, so a
 * secret never survives into the next one. While the secret shows, a click outside or Escape
 * does not close the dialog: only Done or the close button, deliberately.
 */
export function CreateApiKeyModal({ opened, onClose }: CreateApiKeyModalProps) {
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={created ? 'Copy your new API key' : 'Create API key'}
      centered
      size="lg"
      closeOnClickOutside={created === null}
      closeOnEscape={created === null}
    >
      {created ? (
        <NewApiKeySecret secret={created.secret} onDone={onClose} />
      ) : (
        <CreateApiKeyForm onCreated={setCreated} onCancel={onClose} />
      )}
    </Modal>
  );
}

type CreateApiKeyFormProps = {
  onCreated: (created: TCreatedApiKey) => void;
  onCancel: () => void;
};

function CreateApiKeyForm({ onCreated, onCancel }: CreateApiKeyFormProps) {
  const utils = trpc.useUtils();
  const form = useForm({ initialValues: { name: '' }, validate: zodResolver(ZCreateApiKeyInput) });
  const create = trpc.apiKeys.create.useMutation({
    onSuccess(result) {
      void utils.apiKeys.list.invalidate();
      showToast({
        title: 'API key created',
        description: `“${result.key.name}” is ready. Copy it now: it will not be shown again.`,
      });
      onCreated(result);
    },
    onError(error) {
      form.setErrors(fieldErrorsOf(error));
      showToast({
        variant: 'destructive',
        title: 'Failed to create API key',
        description: errorMessage(error, 'Failed to create the API key'),
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => create.mutate(parseForm(ZCreateApiKeyInput, values)))}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What the key is for, so you recognise it later (e.g. CI deploys)."
          maxLength={API_KEY_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel="Creating...">
            Create key
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
