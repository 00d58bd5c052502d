import { Card, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

import { settingsPreview, type SettingsFormValues } from '../../../../lib/admin/settings-form';
import { formatCents } from '../../../../lib/format';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ff="monospace">
        {value ?? '—'}
      </Text>
    </Group>
  );
}

/** What customers will pay with the values being edited, so the admin sees it before saving. */
export function SettingsSummary({ values }: { values: SettingsFormValues }) {
  const preview = settingsPreview(values);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text fw={600}>What customers will see</Text>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
            <IconCoins size={22} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {preview.tokens === null ? '—' : `${preview.tokens.toLocaleString('en-US')} tokens`}
            </Text>
            <Text size="sm" c="dimmed">
              {preview.cents === null ? '—' : `${formatCents(preview.cents)}, one-time payment`}
            </Text>
          </div>
        </Group>
        <Divider />
        <Fact label="Price per token" value={preview.perToken} />
        <Fact label="One code generation" value={preview.perGeneration} />
      </Stack>
    </Card>
  );
}
