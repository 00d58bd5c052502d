import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';

import { PageContainer } from '../layout/PageContainer';
import { ButtonLink } from '../links/ButtonLink';

/** A page that threw while rendering or loading: say so, and offer a retry. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <PageContainer width="reading">
      <Alert
        variant="light"
        color="red"
        title="Something went wrong"
        icon={<IconAlertTriangle size={20} />}
      >
        <Stack gap="md">
          <Text size="sm">
            {(error instanceof Error && error.message) || 'This page could not be displayed.'}
          </Text>
          <Group gap="sm">
            <Button color="red" variant="filled" onClick={reset}>
              Try Again
            </Button>
            <ButtonLink to="/" variant="default">
              Go to the generator
            </ButtonLink>
          </Group>
        </Stack>
      </Alert>
    </PageContainer>
  );
}
