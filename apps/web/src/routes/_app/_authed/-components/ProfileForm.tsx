import { Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { UnavailableSubmit } from '../../../../components/forms/UnavailableSubmit';
import type { CurrentUser } from '../../../../lib/current-user';

type ProfileFormProps = {
  user: CurrentUser;
};

/** Username and email; saving is wired with the profile-update call (Accounts issue). */
export function ProfileForm({ user }: ProfileFormProps) {
  const form = useForm({ initialValues: { username: user.username, email: user.email } });

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={form.onSubmit(() => undefined)} noValidate>
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
            <UnavailableSubmit reason="Profile changes are not available yet">
              Save Changes
            </UnavailableSubmit>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
