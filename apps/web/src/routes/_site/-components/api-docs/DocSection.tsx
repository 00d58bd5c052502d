import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled part of an operation card: Parameters, Request body, Responses, Example. */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4} fz="xs" tt="uppercase" c="dimmed" lts="0.04em">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
