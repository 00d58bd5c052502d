import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleX, IconRefresh } from '@tabler/icons-react';

type PaymentCancelledContentProps = {
  onClose: () => void;
  /** Proceeds again straight away (opens the checkout window inside this click). */
  onTryAgain: () => void;
};

/** 'Payment Cancelled': the checkout window reached the cancel page. */
export function PaymentCancelledContent({ onClose, onTryAgain }: PaymentCancelledContentProps) {
  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
        <IconCircleX size={32} stroke={1.6} />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        Your payment was cancelled.
      </Text>
      <Text size="sm" c="dimmed">
        No charges were made and your balance is unchanged. You can try again at any time.
      </Text>
      <Group justify="center" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button leftSection={<IconRefresh size={16} />} onClick={onTryAgain}>
          Try Again
        </Button>
      </Group>
    </Stack>
  );
}
