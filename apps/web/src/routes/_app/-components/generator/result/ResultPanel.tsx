import { Card, Tabs } from '@mantine/core';
import { IconCode, IconEye } from '@tabler/icons-react';

import { PreviewTab } from '../PreviewTab';
import { GeneratedCodeTab } from './GeneratedCodeTab';

/** The generator's right column: generated code and the sandboxed preview (spec section 2). */
export function ResultPanel() {
  return (
    <Card withBorder padding={0} radius="md">
      <Tabs defaultValue="code">
        <Tabs.List px="md" pt="xs">
          <Tabs.Tab value="code" leftSection={<IconCode size={16} />}>
            Generated Code
          </Tabs.Tab>
          <Tabs.Tab value="preview" leftSection={<IconEye size={16} />}>
            Preview
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="code" p={{ base: 'sm', xs: 'md' }}>
          <GeneratedCodeTab />
        </Tabs.Panel>
        <Tabs.Panel value="preview" p={{ base: 'sm', xs: 'md' }}>
          <PreviewTab />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
