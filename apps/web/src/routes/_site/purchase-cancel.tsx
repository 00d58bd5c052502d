import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleX, IconRefresh } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { ButtonLink } from '../../components/links/ButtonLink';

export const Route = createFileRoute('/_site/purchase-cancel')({
  component: PurchaseCancelPage,
});

function PurchaseCancelPage() {
  return (
    <PageContainer width="narrow">
      <Card withBorder radius="md" padding="xl" mt={{ base: 0, sm: 'xl' }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size="xl" radius="xl" variant="light" color="orange" aria-hidden>
            <IconCircleX size={24} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            Purchase Cancelled
          </Title>
          <Text c="dimmed">
            Your token purchase was cancelled and no charges were made. You can try again at any
            time.
          </Text>
          <Group gap="sm" justify="center" mt="sm">
            <ButtonLink to="/" variant="default" leftSection={<IconArrowLeft size={16} />}>
              Return to Dashboard
            </ButtonLink>
            <ButtonLink to="/" leftSection={<IconRefresh size={16} />}>
              Try Again
            </ButtonLink>
          </Group>
        </Stack>
      </Card>
    </PageContainer>
  );
}
