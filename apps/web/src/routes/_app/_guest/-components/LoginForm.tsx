import { Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { UnavailableSubmit } from '../../../../components/forms/UnavailableSubmit';
import { AnchorLink } from '../../../../components/links/AnchorLink';

/** Login fields; submitting is wired when the server gains its login call (Accounts issue). */
export function LoginForm() {
  const form = useForm({ initialValues: { username: '', password: '' } });

  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="Your username"
          autoComplete="username"
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <AnchorLink to="/forgot-password" size="sm">
            Forgot your password?
          </AnchorLink>
        </Group>
        <UnavailableSubmit fullWidth reason="Signing in is not available yet">
          Login
        </UnavailableSubmit>
      </Stack>
    </form>
  );
}
