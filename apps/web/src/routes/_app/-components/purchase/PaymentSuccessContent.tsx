import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

import { tokensAddedMessage } from '../../../../lib/purchase/purchase-messages';

type PaymentSuccessContentProps = {
  tokenAmount: number;
  onDone: () => void;
};

/** 'Payment Successful!': closes on its own after 2 s (spec section 9), or with Done. */
export function PaymentSuccessContent({ tokenAmount, onDone }: PaymentSuccessContentProps) {
  return (
    <Stack align="center" ta="center" gap="sm" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
        <IconCircleCheck size={32} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {tokensAddedMessage(tokenAmount)}
      </Text>
      <Text size="sm" c="dimmed">
        Your balance is up to date. This dialog closes automatically.
      </Text>
      <Group justify="center" mt="xs">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
