import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconSearch } from '@tabler/icons-react';

import { ButtonLink } from '../../../components/links/ButtonLink';
import { isCheckoutWindow } from '../../../lib/purchase/checkout-channel';

type NoticeKind = 'complete' | 'expired' | 'not-found';

const NOTICES = {
  complete: {
    icon: IconCircleCheck,
    color: 'green',
    title: 'Already paid',
    message: 'This checkout has already been paid. Your tokens are in your account.',
  },
  expired: {
    icon: IconClockX,
    color: 'orange',
    title: 'Checkout expired',
    message:
      'This checkout session has expired and can no longer be paid. Nothing was charged. Start a new purchase from the generator.',
  },
  'not-found': {
    icon: IconSearch,
    color: 'gray',
    title: 'Checkout not found',
    message:
      'There is no checkout with this address for your account. Start a new purchase from the generator.',
  },
} as const;

type CheckoutNoticeProps = {
  kind: NoticeKind;
  sessionId?: string;
};

/** A checkout that cannot be paid (any more): why, and the way out. */
export function CheckoutNotice({ kind, sessionId }: CheckoutNoticeProps) {
  const notice = NOTICES[kind];
  const Icon = notice.icon;
  const inPopup = isCheckoutWindow();

  return (
    <Card withBorder radius="md" padding="lg" shadow="sm">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color={notice.color} aria-hidden>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {notice.title}
        </Title>
        <Text size="sm" c="dimmed">
          {notice.message}
        </Text>
        {kind === 'complete' && sessionId ? (
          <ButtonLink to="/purchase-success" search={{ session_id: sessionId }} mt="xs">
            View purchase
          </ButtonLink>
        ) : inPopup ? (
          <Button mt="xs" variant="default" onClick={() => window.close()}>
            Close this window
          </Button>
        ) : (
          <ButtonLink to="/" mt="xs" variant="default">
            Return to Dashboard
          </ButtonLink>
        )}
      </Stack>
    </Card>
  );
}
