import {
  Alert,
  Card,
  Divider,
  Grid,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  MAX_ACTION_COST,
  MAX_TOKEN_PACKAGE_AMOUNT,
  ZUpdateSettingsInput,
  type TAdminSettings,
} from '@veloforge/shared';

import { SubmitButton } from '../../../../components/forms/SubmitButton';
import { errorMessage, fieldErrorsOf } from '../../../../lib/api-error';
import {
  settingsFieldErrors,
  settingsFormValues,
  toSettingsInput,
  validateSettingsForm,
  type SettingsFormValues,
} from '../../../../lib/admin/settings-form';
import { formatCents, formatDateTime } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { trpc } from '../../../../lib/trpc';
import { SettingsSummary } from './SettingsSummary';

const COSTS = [
  ['generateCost', 'Generate code'],
  ['troubleshootCost', 'Troubleshoot'],
  ['instructionCost', 'Instruction builder'],
] as const;

function SectionTitle({ title, hint }: { title: string; hint: string }) {
  return (
    <div>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}

/** The token package (price entered in dollars, stored in cents) and the cost of each action. */
export function SettingsForm({ settings }: { settings: TAdminSettings }) {
  const utils = trpc.useUtils();
  const form = useForm<SettingsFormValues>({
    initialValues: settingsFormValues(settings),
    validate: validateSettingsForm,
  });

  const update = trpc.admin.settings.update.useMutation({
    onSuccess(saved) {
      utils.admin.settings.get.setData(undefined, saved);
      // The package on sale everywhere else (header card, purchase dialog) comes from here.
      void utils.tokens.settings.invalidate();
      void utils.admin.auditLog.list.invalidate();
      form.setValues(settingsFormValues(saved));
      form.resetDirty(settingsFormValues(saved));
      showToast({
        title: 'Settings updated',
        description: `New checkouts cost ${formatCents(saved.tokenPackagePrice)} for ${saved.tokenPackageAmount.toLocaleString('en-US')} tokens.`,
      });
    },
    onError(error) {
      form.setErrors(settingsFieldErrors(fieldErrorsOf(error)));
      showToast({
        variant: 'destructive',
        title: 'Error updating settings',
        description: errorMessage(error, 'Failed to update settings'),
      });
    },
  });

  function save(values: SettingsFormValues) {
    update.mutate(ZUpdateSettingsInput.parse(toSettingsInput(values)));
  }

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={form.onSubmit(save)} noValidate>
            <Stack gap="lg">
              <SectionTitle
                title="Token package"
                hint="What one purchase costs and how many tokens it adds."
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NumberInput
                  label="Price (USD)"
                  description="Stripe charges at least $0.50"
                  min={0}
                  step={0.01}
                  decimalScale={2}
                  fixedDecimalScale
                  prefix="$"
                  thousandSeparator=","
                  {...form.getInputProps('price')}
                />
                <NumberInput
                  label="Tokens per package"
                  description="Whole tokens, at least 1"
                  min={1}
                  max={MAX_TOKEN_PACKAGE_AMOUNT}
                  step={1}
                  allowDecimal={false}
                  thousandSeparator=","
                  {...form.getInputProps('amount')}
                />
              </SimpleGrid>
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
                Changes apply to new checkouts only. A checkout that is already open keeps the price
                and tokens it was started with.
              </Alert>
              <Divider />
              <SectionTitle
                title="Cost per action"
                hint="Tokens charged for each run. Failed runs are always refunded."
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                {COSTS.map(([field, label]) => (
                  <NumberInput
                    key={field}
                    label={label}
                    suffix={` token${Number(form.values[field]) === 1 ? '' : 's'}`}
                    min={1}
                    max={MAX_ACTION_COST}
                    step={1}
                    allowDecimal={false}
                    {...form.getInputProps(field)}
                  />
                ))}
              </SimpleGrid>
              <Divider />
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed">
                  {settings.updatedBy
                    ? `Last changed by ${settings.updatedBy} on ${formatDateTime(settings.updatedAt)}`
                    : 'Default settings: never changed'}
                </Text>
                <SubmitButton
                  pending={update.isPending}
                  pendingLabel="Saving..."
                  disabled={!form.isDirty() || update.isPending}
                >
                  Save Settings
                </SubmitButton>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SettingsSummary values={form.values} />
      </Grid.Col>
    </Grid>
  );
}
