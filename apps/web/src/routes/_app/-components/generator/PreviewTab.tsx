import { Group, Stack } from '@mantine/core';
import { IconBrowser, IconMaximize, IconRefresh } from '@tabler/icons-react';

import { CodePane } from './CodePane';
import { IconAction } from '../../../../components/actions/IconAction';

export function PreviewTab() {
  return (
    <Stack gap="sm">
      <Group justify="flex-end" gap={0} wrap="nowrap">
        <IconAction label="Refresh preview" icon={IconRefresh} disabled />
        <IconAction label="Fullscreen preview" icon={IconMaximize} disabled />
      </Group>
      <CodePane
        icon={IconBrowser}
        title="Nothing to preview yet"
        description="Generated frontend code and HTML run here in a sandbox with a mock of the Wix API."
      />
    </Stack>
  );
}
