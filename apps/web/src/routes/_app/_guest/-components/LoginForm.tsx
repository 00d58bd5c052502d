import { Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZLoginInput } from '@veloforge/shared';

import { SubmitButton } from '../../../../components/forms/SubmitButton';
import { AnchorLink } from '../../../../components/links/AnchorLink';
import { errorMessage } from '../../../../lib/api-error';
import { accountFormErrors, validateLogin } from '../../../../lib/auth-validation';
import { parseForm } from '../../../../lib/form';
import { useCompleteSignIn } from '../../../../lib/session';
import { showToast } from '../../../../lib/toast';
import { trpc } from '../../../../lib/trpc';

export function LoginForm() {
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: validateLogin,
  });
  const completeSignIn = useCompleteSignIn();

  const login = trpc.auth.login.useMutation({
    async onSuccess(user) {
      showToast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
      await completeSignIn(user);
    },
    onError(error) {
      form.setErrors(accountFormErrors(error));
      showToast({
        variant: 'destructive',
        title: 'Login failed',
        description: errorMessage(error, 'Login failed'),
      });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => login.mutate(parseForm(ZLoginInput, values)))}
      noValidate
    >
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
        <SubmitButton fullWidth pending={login.isPending} pendingLabel="Logging in...">
          Login
        </SubmitButton>
      </Stack>
    </form>
  );
}
