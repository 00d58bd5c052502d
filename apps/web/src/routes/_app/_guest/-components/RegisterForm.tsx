import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { USERNAME_MAX, USERNAME_MIN, ZRegisterForm } from '@veloforge/shared';

import { SubmitButton } from '../../../../components/forms/SubmitButton';
import { errorMessage } from '../../../../lib/api-error';
import { accountFormErrors, validateRegister } from '../../../../lib/auth-validation';
import { parseForm } from '../../../../lib/form';
import { useCompleteSignIn } from '../../../../lib/session';
import { showToast } from '../../../../lib/toast';
import { trpc } from '../../../../lib/trpc';

export function RegisterForm() {
  const form = useForm({
    initialValues: { username: '', email: '', password: '', confirmPassword: '' },
    validate: validateRegister,
  });
  const completeSignIn = useCompleteSignIn();

  const register = trpc.auth.register.useMutation({
    async onSuccess(user) {
      showToast({ title: 'Registration successful', description: `Welcome, ${user.username}!` });
      await completeSignIn(user);
    },
    onError(error) {
      form.setErrors(accountFormErrors(error));
      showToast({
        variant: 'destructive',
        title: 'Registration failed',
        description: errorMessage(error, 'Registration failed'),
      });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        // The confirmation is checked here and never sent (spec section 3); admin stays unset.
        const { username, email, password } = parseForm(ZRegisterForm, values);
        register.mutate({ username, email, password });
      })}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label="Username"
          description={`${USERNAME_MIN}–${USERNAME_MAX} letters, numbers, dots, dashes or underscores`}
          placeholder="Choose a username"
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
        <SubmitButton fullWidth pending={register.isPending} pendingLabel="Creating account...">
          Create Account
        </SubmitButton>
      </Stack>
    </form>
  );
}
