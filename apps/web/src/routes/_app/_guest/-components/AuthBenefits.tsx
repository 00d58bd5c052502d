import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@veloforge/shared';
import { IconCheck } from '@tabler/icons-react';

/** The four benefits the auth page states (spec section 1). */
const BENEFITS = [
  'Generate Velo code from your own site structure: collections, fields and element IDs',
  'Code that understands element hierarchies and how repeaters, containers and forms relate',
  'Every generation is saved, so you can come back to it later',
  'Troubleshooting help: describe an error and get updated code',
];

/** The marketing panel beside the auth form (hidden below 768 px). */
export function AuthBenefits() {
  return (
    <Paper
      radius="md"
      p="xl"
      bg="var(--mantine-primary-color-light)"
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3">
            Ship Wix Velo code faster
          </Title>
          {/* Not dimmed: grey on the tinted panel fell below AA in dark mode (3.6:1). */}
          <Text size="sm">
            {PRODUCT_NAME} writes the page code, backend modules and HTML for your Wix site.
          </Text>
        </Stack>
        <List
          spacing="md"
          size="sm"
          icon={
            <ThemeIcon size="sm" radius="xl" aria-hidden>
              <IconCheck size={12} stroke={3} />
            </ThemeIcon>
          }
        >
          {BENEFITS.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
