import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBug,
  IconCircleCheck,
  IconCode,
  IconInfinity,
  IconListDetails,
} from '@tabler/icons-react';

import { ButtonLink } from '../../../components/links/ButtonLink';
import { tokensAddedMessage } from '../../../lib/purchase/purchase-messages';

/** Spec section 2: the success page lists what tokens can be used for. */
const TOKEN_USES = [
  {
    icon: IconCode,
    text: 'Generate Wix Velo frontend, backend and HTML code from your site structure',
  },
  { icon: IconBug, text: 'Troubleshoot errors and get updated code' },
  { icon: IconListDetails, text: 'Build structured prompts with the AI Instruction Builder' },
  { icon: IconInfinity, text: 'Tokens never expire: use them whenever you need them' },
] as const;

type PurchaseSucceededProps = {
  tokenAmount: number;
  /** Inside the checkout popup: offer to close it (the opening page shows the result too). */
  inPopup: boolean;
};

export function PurchaseSucceeded({ tokenAmount, inPopup }: PurchaseSucceededProps) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
        <IconCircleCheck size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        Purchase Successful!
      </Title>
      <Text c="dimmed">{tokensAddedMessage(tokenAmount)}</Text>
      <Paper withBorder radius="md" p="md" w="100%" ta="left">
        <Text fw={600} size="sm" mb="sm" id="token-uses-title">
          What you can do with your tokens
        </Text>
        <Stack component="ul" gap="sm" m={0} p={0} aria-labelledby="token-uses-title">
          {TOKEN_USES.map(({ icon: Icon, text }) => (
            <Group component="li" key={text} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={26} radius="xl" variant="light" aria-hidden>
                <Icon size={15} stroke={1.8} />
              </ThemeIcon>
              <Text size="sm" pt={3}>
                {text}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Group gap="sm" justify="center" mt="xs">
        {inPopup ? (
          <Button variant="default" onClick={() => window.close()}>
            Close this window
          </Button>
        ) : null}
        <ButtonLink to="/">Continue to Dashboard</ButtonLink>
      </Group>
    </Stack>
  );
}
