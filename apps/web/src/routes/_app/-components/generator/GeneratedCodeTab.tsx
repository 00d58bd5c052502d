import { Group, Tabs } from '@mantine/core';
import { IconCopy, IconDownload, IconFileCode, IconMaximize } from '@tabler/icons-react';

import { CodePane } from './CodePane';
import { IconAction } from '../../../../components/actions/IconAction';

/** Frontend is always available; Backend, HTML and Instructions stay disabled while empty. */
const CODE_PARTS = [
  { value: 'frontend', label: 'Frontend', disabled: false },
  { value: 'backend', label: 'Backend', disabled: true },
  { value: 'html', label: 'HTML', disabled: true },
  { value: 'instructions', label: 'Instructions', disabled: true },
];

export function GeneratedCodeTab() {
  return (
    <Tabs variant="pills" defaultValue="frontend">
      <Group justify="space-between" gap="xs" wrap="wrap" mb="sm">
        <Tabs.List aria-label="Code part">
          {CODE_PARTS.map((part) => (
            <Tabs.Tab key={part.value} value={part.value} disabled={part.disabled} px="xs">
              {part.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* When the row wraps (phones), the toolbar keeps to the right on its own line. */}
        <Group gap={0} wrap="nowrap" ml="auto">
          <IconAction label="Copy code" icon={IconCopy} disabled />
          <IconAction label="Download code" icon={IconDownload} disabled />
          <IconAction label="Fullscreen" icon={IconMaximize} disabled />
        </Group>
      </Group>
      {CODE_PARTS.map((part) => (
        <Tabs.Panel key={part.value} value={part.value}>
          <CodePane
            icon={IconFileCode}
            title="No code generated yet"
            description="Describe your page on the left and press Generate Code. Your Velo code appears here, ready to copy into the Wix editor."
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
