import { Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

import { UnavailableSubmit } from '../../../../components/forms/UnavailableSubmit';

type TokenPackageFormProps = {
  priceCents: number;
  amount: number;
};

/** The global token package: price entered in dollars (stored in cents), tokens per package. */
export function TokenPackageForm({ priceCents, amount }: TokenPackageFormProps) {
  const form = useForm({ initialValues: { price: priceCents / 100, amount } });

  return (
    <Card withBorder radius="md" padding="lg" maw="40rem">
      <form onSubmit={form.onSubmit(() => undefined)} noValidate>
        <Stack gap="md">
          <div>
            <Text fw={600}>Token package</Text>
            <Text size="sm" c="dimmed">
              What one purchase costs and how many tokens it adds.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label="Price (USD)"
              min={0}
              step={0.01}
              decimalScale={2}
              fixedDecimalScale
              prefix="$"
              {...form.getInputProps('price')}
            />
            <NumberInput
              label="Tokens per package"
              min={1}
              step={1}
              allowDecimal={false}
              {...form.getInputProps('amount')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <UnavailableSubmit reason="Saving settings is not available yet">
              Save Settings
            </UnavailableSubmit>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
