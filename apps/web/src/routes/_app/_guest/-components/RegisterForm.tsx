import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { UnavailableSubmit } from '../../../../components/forms/UnavailableSubmit';

/** Registration fields; submitting is wired when the server gains its register call. */
export function RegisterForm() {
  const form = useForm({
    initialValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="At least 3 characters"
          autoComplete="username"
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          placeholder="At least 6 characters"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          placeholder="Repeat your password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <UnavailableSubmit fullWidth reason="Registration is not available yet">
          Register
        </UnavailableSubmit>
      </Stack>
    </form>
  );
}
