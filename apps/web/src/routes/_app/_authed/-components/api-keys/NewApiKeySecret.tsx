import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

type NewApiKeySecretProps = {
  secret: string;
  onDone: () => void;
};

/** The one time a key's secret is visible: the key, a Copy button and how to send it. */
export function NewApiKeySecret({ secret, onDone }: NewApiKeySecretProps) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />}>
        Copy this key now. It will not be shown again: VeloForge keeps only a hash of it.
      </Alert>
      <Code
        block
        aria-label="New API key"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {secret}
      </Code>
      <Text size="sm" c="dimmed">
        Send it with every request as <Code>Authorization: Bearer &lt;key&gt;</Code>. It acts as you
        and spends your tokens.
      </Text>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
