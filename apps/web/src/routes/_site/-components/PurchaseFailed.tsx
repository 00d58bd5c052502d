import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { ButtonLink } from '../../../components/links/ButtonLink';

type PurchaseFailedProps = {
  message: string;
};

export function PurchaseFailed({ message }: PurchaseFailedProps) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size="xl" radius="xl" variant="light" color="red" aria-hidden>
        <IconAlertTriangle size={24} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Purchase Verification Failed
      </Title>
      <Text c="dimmed">{message}</Text>
      <ButtonLink to="/" mt="sm">
        Continue to Dashboard
      </ButtonLink>
    </Stack>
  );
}
