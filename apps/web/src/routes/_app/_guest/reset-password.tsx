import { PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconLockPassword } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ZResetPasswordForm } from '@veloforge/shared';
import { useState } from 'react';

import { SubmitButton } from '../../../components/forms/SubmitButton';
import { PageContainer } from '../../../components/layout/PageContainer';
import { ButtonLink } from '../../../components/links/ButtonLink';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { accountFormErrors, validateResetPassword } from '../../../lib/auth-validation';
import { parseForm } from '../../../lib/form';
import { normalizeResetToken } from '../../../lib/reset-token';
import { optionalString, searchParser } from '../../../lib/search-params';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { GuestCard } from './-components/GuestCard';
import { InvalidResetToken } from './-components/InvalidResetToken';

const parseResetSearch = searchParser({ token: optionalString() });

export const Route = createFileRoute('/_app/_guest/reset-password')({
  validateSearch: parseResetSearch,
  component: ResetPasswordPage,
});

type ResetState = 'form' | 'success' | 'invalid';

function ResetPasswordPage() {
  const token = normalizeResetToken(Route.useSearch().token);
  const [state, setState] = useState<ResetState>('form');
  const showForm = token !== null && state === 'form';

  return (
    <PageContainer width="narrow">
      {state === 'success' ? (
        <ResetSuccessful />
      ) : (
        <GuestCard
          icon={IconLockPassword}
          title={showForm ? 'Set a new password' : 'Reset your password'}
          description={
            showForm
              ? 'Choose a new password for your account. It must be at least 6 characters long.'
              : 'A reset link works once and only for a short time after it was sent.'
          }
        >
          {showForm && token ? (
            <ResetPasswordForm
              token={token}
              onReset={() => setState('success')}
              onRefused={() => setState('invalid')}
            />
          ) : (
            <InvalidResetToken />
          )}
        </GuestCard>
      )}
    </PageContainer>
  );
}

type ResetPasswordFormProps = {
  token: string;
  onReset: () => void;
  /** The server refused the token: the form gives way to the invalid-link alert. */
  onRefused: () => void;
};

function ResetPasswordForm({ token, onReset, onRefused }: ResetPasswordFormProps) {
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateResetPassword,
  });

  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess(result) {
      showToast({ title: 'Password Reset Successful', description: result.message });
      onReset();
    },
    onError(error) {
      showToast({
        variant: 'destructive',
        title: 'Password Reset Failed',
        description: errorMessage(error, 'Failed to reset password'),
      });
      // A refusal (400: bad or used token) ends here; a network error, 429 or 5xx keeps the form so
      // the same, still valid, link can be tried again.
      const status = errorStatus(error);
      if (status !== undefined && status < 500 && status !== 429) onRefused();
      else form.setErrors(accountFormErrors(error));
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        reset.mutate({ token, ...parseForm(ZResetPasswordForm, values) }),
      )}
      noValidate
    >
      <Stack gap="md">
        <PasswordInput
          label="New Password"
          placeholder="At least 6 characters"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          placeholder="Repeat your new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <SubmitButton fullWidth pending={reset.isPending} pendingLabel="Resetting password...">
          Reset Password
        </SubmitButton>
      </Stack>
    </form>
  );
}

function ResetSuccessful() {
  return (
    <GuestCard
      icon={IconCircleCheck}
      iconColor="green"
      title="Password Reset Successful"
      description="Your password has been changed. Sign in with your new password to continue."
    >
      <ButtonLink to="/auth" fullWidth>
        Go to Login
      </ButtonLink>
    </GuestCard>
  );
}
