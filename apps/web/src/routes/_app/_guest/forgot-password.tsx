import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck, IconMailQuestion } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ZForgotPasswordInput } from '@veloforge/shared';
import { useState } from 'react';

import { SubmitButton } from '../../../components/forms/SubmitButton';
import { PageContainer } from '../../../components/layout/PageContainer';
import { AnchorLink } from '../../../components/links/AnchorLink';
import { errorMessage } from '../../../lib/api-error';
import { accountFormErrors, validateForgotPassword } from '../../../lib/auth-validation';
import { parseForm } from '../../../lib/form';
import { showToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { GuestCard } from './-components/GuestCard';

export const Route = createFileRoute('/_app/_guest/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  // The address the link went to; set once the request succeeded (the confirmation view).
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <PageContainer width="narrow">
      {sentTo === null ? (
        <ForgotPasswordForm onSent={setSentTo} />
      ) : (
        <CheckYourEmail email={sentTo} onTryAgain={() => setSentTo(null)} />
      )}
    </PageContainer>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useForm({ initialValues: { email: '' }, validate: validateForgotPassword });

  const request = trpc.auth.forgotPassword.useMutation({
    onSuccess(result, input) {
      showToast({ title: 'Password Reset Email Sent', description: result.message });
      onSent(input.email);
    },
    onError(error) {
      form.setErrors(accountFormErrors(error));
      showToast({
        variant: 'destructive',
        title: 'Request Failed',
        description: errorMessage(error, 'Failed to process forgot password request'),
      });
    },
  });

  return (
    <GuestCard
      icon={IconMailQuestion}
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to reset your password."
    >
      <form
        onSubmit={form.onSubmit((values) =>
          request.mutate(parseForm(ZForgotPasswordInput, values)),
        )}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <SubmitButton fullWidth pending={request.isPending} pendingLabel="Sending email...">
            Send Reset Link
          </SubmitButton>
        </Stack>
      </form>
      <SignInLink prompt="Remembered it?" />
    </GuestCard>
  );
}

function CheckYourEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  return (
    <GuestCard
      icon={IconMailCheck}
      title="Check your email"
      description={
        <>
          If an account exists for{' '}
          <Text span fw={600} c="var(--mantine-color-text)">
            {email}
          </Text>
          , we have sent a password reset link to it. Open the link in the email to choose a new
          password.
        </>
      }
    >
      <Text size="sm" c="dimmed">
        No email after a few minutes? Check your spam folder, or{' '}
        <Anchor component="button" type="button" size="sm" onClick={onTryAgain}>
          try another address
        </Anchor>
        .
      </Text>
      <SignInLink prompt="Back to your account?" />
    </GuestCard>
  );
}

function SignInLink({ prompt }: { prompt: string }) {
  return (
    <Group justify="center" gap="xs">
      <Text size="sm" c="dimmed">
        {prompt}
      </Text>
      <AnchorLink to="/auth" size="sm">
        Sign in
      </AnchorLink>
    </Group>
  );
}
