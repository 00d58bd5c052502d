import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

import { ButtonLink } from '../../../components/links/ButtonLink';

/** Points readers with more questions to the FAQ. */
export function CommonQuestionsBox() {
  return (
    <Paper radius="md" p="lg" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600}>Common questions</Text>
          <Text size="sm" c="dimmed">
            Costs, expiry, refunds and where to find your balance.
          </Text>
        </Stack>
        <ButtonLink to="/faq" variant="white" rightSection={<IconArrowRight size={16} />}>
          Read the FAQ
        </ButtonLink>
      </Group>
    </Paper>
  );
}
