import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TSiteProfileSummary } from '@veloforge/shared';
import { SITE_PROFILE_MESSAGES, SITE_PROFILE_NAME_MAX, ZSiteProfileName } from '@veloforge/shared';
import { z } from 'zod';

import { errorMessage, errorStatus, fieldErrorsOf } from '../../../../../lib/api-error';
import { parseForm, zodResolver } from '../../../../../lib/form';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';

const ZRenameForm = z.object({ name: ZSiteProfileName });

type RenameProfileFormProps = {
  profile: TSiteProfileSummary;
  onDone: () => void;
};

/** Renames a profile in its row; a name the user already has is shown on the input (409). */
export function RenameProfileForm({ profile, onDone }: RenameProfileFormProps) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { name: profile.name },
    validate: zodResolver(ZRenameForm),
  });
  const rename = trpc.siteProfiles.update.useMutation({
    onSuccess(updated) {
      void utils.siteProfiles.list.invalidate();
      showToast({
        title: SITE_PROFILE_MESSAGES.renamed,
        description: `“${profile.name}” is now “${updated.name}”.`,
      });
      onDone();
    },
    onError(error) {
      const message =
        errorStatus(error) === 409
          ? errorMessage(error, SITE_PROFILE_MESSAGES.nameTaken)
          : (fieldErrorsOf(error).name ?? errorMessage(error, 'The profile could not be renamed.'));
      form.setFieldError('name', message);
    },
  });

  function submit(values: typeof form.values) {
    const { name } = parseForm(ZRenameForm, values);
    if (name === profile.name) {
      onDone();
      return;
    }
    rename.mutate({ id: profile.id, name });
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="xs" py="sm">
        <TextInput
          label={`New name for “${profile.name}”`}
          maxLength={SITE_PROFILE_NAME_MAX}
          autoComplete="off"
          data-autofocus
          autoFocus
          // Escape leaves the rename, not the whole panel.
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            onDone();
          }}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={rename.isPending}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
