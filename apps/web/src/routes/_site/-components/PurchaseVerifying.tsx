import { Loader, Stack, Text, Title } from '@mantine/core';

export function PurchaseVerifying() {
  return (
    <Stack align="center" ta="center" gap="md">
      <Loader aria-label="Verifying purchase" />
      <Title order={1} fz="h2">
        Verifying your purchase
      </Title>
      <Text c="dimmed">
        We are confirming your payment with the payment provider. This usually takes a few seconds.
      </Text>
    </Stack>
  );
}
