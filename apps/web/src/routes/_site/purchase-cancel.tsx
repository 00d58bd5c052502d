import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleX, IconRefresh } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { PageContainer } from '../../components/layout/PageContainer';
import { ButtonLink } from '../../components/links/ButtonLink';
import { isCheckoutWindow, postCheckoutMessage } from '../../lib/purchase/checkout-channel';
import { optionalString, searchParser } from '../../lib/search-params';

const parseCancelSearch = searchParser({ session_id: optionalString() });

export const Route = createFileRoute('/_site/purchase-cancel')({
  validateSearch: parseCancelSearch,
  component: PurchaseCancelPage,
});

function PurchaseCancelPage() {
  const sessionId = Route.useSearch().session_id?.trim() || null;
  const [inPopup] = useState(isCheckoutWindow);

  useEffect(() => {
    // Inside the checkout popup: the opening page shows 'Payment Cancelled' and closes this window.
    if (inPopup) postCheckoutMessage({ type: 'cancelled', sessionId });
  }, [inPopup, sessionId]);

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
          {inPopup ? (
            <Button variant="subtle" color="gray" onClick={() => window.close()}>
              Close this window
            </Button>
          ) : null}
        </Stack>
      </Card>
    </PageContainer>
  );
}
