import { Code, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconAlertTriangle, IconClockPause, IconKey } from '@tabler/icons-react';
import { API_KEY_PREFIX, API_KEY_REQUESTS_PER_MINUTE } from '@veloforge/shared';
import type { ReactNode } from 'react';

import { CodeViewer } from '../../../../components/code/CodeViewer';
import { AnchorLink } from '../../../../components/links/AnchorLink';
import { setupSnippet } from '../../../../lib/api-docs/curl';
import classes from './ApiDocs.module.css';

type IntroCardProps = { id: string; title: string; icon: Icon; children: ReactNode };

function IntroCard({ id, title, icon: CardIcon, children }: IntroCardProps) {
  return (
    <Paper
      withBorder
      p="md"
      id={id}
      className={classes.anchor}
      tabIndex={-1}
      data-toc-depth={2}
      data-toc-label={title}
    >
      <Stack gap="xs">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
        <Title order={3} fz="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** How to call the API at all: where, with which key, and what failures look like. */
export function ApiIntro() {
  const origin = window.location.origin;
  return (
    <Stack gap="md" component="section" aria-labelledby="getting-started-title">
      <Stack
        gap="xs"
        id="getting-started"
        className={classes.anchor}
        tabIndex={-1}
        data-toc-depth={1}
        data-toc-label="Getting started"
      >
        <Title order={2} fz="h3" id="getting-started-title">
          Getting started
        </Title>
        <Text>
          Every route lives under this site&apos;s address, <Code>{origin}</Code>, and speaks JSON.
          The examples below read the address and your key from two shell variables:
        </Text>
      </Stack>
      <CodeViewer
        code={setupSnippet(origin, `${API_KEY_PREFIX}…`)}
        language="text"
        title="Shell"
        label="Shell setup for the examples"
        copyMessage="Setup commands copied to clipboard"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <IntroCard id="authentication" title="Authentication" icon={IconKey}>
          <Text size="sm">
            Send <Code>Authorization: Bearer &lt;key&gt;</Code>. Create keys on{' '}
            <AnchorLink to="/settings">Settings</AnchorLink>. A key spends your tokens: call the API
            from backend code, never from page code that visitors can read.
          </Text>
        </IntroCard>
        <IntroCard id="errors" title="Errors" icon={IconAlertTriangle}>
          <Text size="sm">
            Failures answer with <Code>{'{ "message": "…" }'}</Code>. A 400 adds{' '}
            <Code>fieldErrors</Code>: each invalid field with its messages.
          </Text>
        </IntroCard>
        <IntroCard id="rate-limits" title="Rate limits" icon={IconClockPause}>
          <Text size="sm">
            Up to {API_KEY_REQUESTS_PER_MINUTE} requests a minute per key. Past a limit the answer
            is 429 with a <Code>Retry-After</Code> header: wait that many seconds, then retry.
          </Text>
        </IntroCard>
      </SimpleGrid>
    </Stack>
  );
}
