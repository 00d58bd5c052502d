import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@veloforge/shared';
import { IconArrowLeft, IconMapOff } from '@tabler/icons-react';

import { PageContainer } from '../layout/PageContainer';
import { ButtonLink } from '../links/ButtonLink';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <PageContainer width="reading">
      <Center mih="55vh">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <IconMapOff size={32} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {MESSAGES.notFoundTitle}
          </Title>
          <Text c="dimmed" maw="28rem">
            {MESSAGES.notFoundHint}
          </Text>
          <ButtonLink to="/" leftSection={<IconArrowLeft size={16} />} mt="sm">
            Back to the generator
          </ButtonLink>
        </Stack>
      </Center>
    </PageContainer>
  );
}
