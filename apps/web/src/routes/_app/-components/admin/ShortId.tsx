import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

import { shortId } from '../../../../lib/admin/short-id';

type ShortIdProps = {
  id: string;
  /** Whose id it is, for the copy button's accessible name. */
  of: string;
};

/** A uuid shortened to its first block (the whole id on hover) with a button to copy it. */
export function ShortId({ id, of }: ShortIdProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={id} openDelay={300}>
        <Text size="sm" ff="monospace" c="dimmed">
          {shortId(id)}
        </Text>
      </Tooltip>
      <CopyButton value={id}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy full ID'}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              aria-label={`Copy the ID of ${of}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
