import { PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLockPassword } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { UnavailableSubmit } from '../../../components/forms/UnavailableSubmit';
import { PageContainer } from '../../../components/layout/PageContainer';
import { normalizeResetToken } from '../../../lib/reset-token';
import { GuestCard } from './-components/GuestCard';
import { InvalidResetToken } from './-components/InvalidResetToken';

const resetSearchSchema = z.object({
  token: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/_guest/reset-password')({
  validateSearch: resetSearchSchema,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const token = normalizeResetToken(Route.useSearch().token);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });

  return (
    <PageContainer width="narrow">
      <GuestCard
        icon={IconLockPassword}
        title="Set a new password"
        description="Choose a new password for your account. It must be at least 6 characters long."
      >
        {token ? (
          <form onSubmit={form.onSubmit(() => undefined)} noValidate>
            <Stack gap="md">
              <PasswordInput
                label="New Password"
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
              <UnavailableSubmit fullWidth reason="Password reset is not available yet">
                Reset Password
              </UnavailableSubmit>
            </Stack>
          </form>
        ) : (
          <InvalidResetToken />
        )}
      </GuestCard>
    </PageContainer>
  );
}
