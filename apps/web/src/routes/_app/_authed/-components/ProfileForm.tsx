import { Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TUpdateProfileInput } from '@veloforge/shared';
import { ZUpdateProfileInput } from '@veloforge/shared';

import { SubmitButton } from '../../../../components/forms/SubmitButton';
import { errorMessage } from '../../../../lib/api-error';
import { accountFormErrors, validateProfile } from '../../../../lib/auth-validation';
import type { CurrentUser } from '../../../../lib/current-user';
import { parseForm } from '../../../../lib/form';
import { showToast } from '../../../../lib/toast';
import { trpc } from '../../../../lib/trpc';
import { changedProfileFields } from './profile-changes';

type ProfileFormProps = {
  user: CurrentUser;
};

/** Username and email; only changed fields are sent (spec section 5). */
export function ProfileForm({ user }: ProfileFormProps) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { username: user.username, email: user.email },
    validate: validateProfile,
  });

  const update = trpc.auth.updateProfile.useMutation({
    onSuccess(result) {
      // The server's answer replaces the cached user (header, stats card, guards).
      utils.auth.me.setData(undefined, result.user);
      form.setValues({ username: result.user.username, email: result.user.email });
      form.resetDirty({ username: result.user.username, email: result.user.email });
      showToast({ title: 'Profile Updated', description: result.message });
    },
    onError(error) {
      form.setErrors(accountFormErrors(error));
      showToast({
        variant: 'destructive',
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update profile'),
      });
    },
  });

  function save(values: typeof form.values) {
    const parsed: TUpdateProfileInput = parseForm(ZUpdateProfileInput, values);
    const changes = changedProfileFields(user, parsed);
    if (!changes) {
      showToast({
        title: 'No Changes',
        description: "You haven't made any changes to your profile.",
      });
      return;
    }
    update.mutate(changes);
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <div>
            <Text fw={600}>Profile</Text>
            <Text size="sm" c="dimmed">
              The name you sign in with and where we send account emails.
            </Text>
          </div>
          <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <SubmitButton pending={update.isPending} pendingLabel="Saving...">
              Save Changes
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
