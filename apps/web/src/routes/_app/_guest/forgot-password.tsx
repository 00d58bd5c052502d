import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailQuestion } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { UnavailableSubmit } from '../../../components/forms/UnavailableSubmit';
import { PageContainer } from '../../../components/layout/PageContainer';
import { AnchorLink } from '../../../components/links/AnchorLink';
import { GuestCard } from './-components/GuestCard';

export const Route = createFileRoute('/_app/_guest/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const form = useForm({ initialValues: { email: '' } });

  return (
    <PageContainer width="narrow">
      <GuestCard
        icon={IconMailQuestion}
        title="Forgot your password?"
        description="Enter the email address of your account and we will send you a link to reset your password."
      >
        <form onSubmit={form.onSubmit(() => undefined)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              placeholder="you@example.com"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <UnavailableSubmit fullWidth reason="Password reset emails are not available yet">
              Send Reset Link
            </UnavailableSubmit>
          </Stack>
        </form>
        <Group justify="center" gap="xs">
          <Text size="sm" c="dimmed">
            Remembered it?
          </Text>
          <AnchorLink to="/auth" size="sm">
            Sign in
          </AnchorLink>
        </Group>
      </GuestCard>
    </PageContainer>
  );
}
