import { Card, Skeleton, Tabs } from '@mantine/core';
import { IconCode, IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

import { useEverTrue } from '../../../../../lib/use-ever-true';
import { GeneratedCodeTab } from './GeneratedCodeTab';

// The preview runtime loads when the tab is first opened, not with the page.
const PreviewTab = lazy(() =>
  import('./PreviewTab').then((module) => ({ default: module.PreviewTab })),
);

type ResultTab = 'code' | 'preview';

/** The generator's right column: generated code and the sandboxed preview (spec section 2). */
export function ResultPanel() {
  const [tab, setTab] = useState<ResultTab>('code');
  const previewOpened = useEverTrue(tab === 'preview');

  return (
    <Card withBorder padding={0} radius="md">
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as ResultTab)}
        // Hidden panels stay in the page with display: none, not in <Activity>: React would
        // hydrate those later and then again synchronously when the tabs first update (decision 016).
        keepMountedMode="display-none"
      >
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
        {/*
         * Tabs keep hidden panels mounted (for the code tab's state), and a hidden iframe would
         * go on running; the preview tab renders its frame only while it is the active tab.
         */}
        <Tabs.Panel value="preview" p={{ base: 'sm', xs: 'md' }}>
          {previewOpened ? (
            <Suspense fallback={<Skeleton h="26rem" radius="md" />}>
              <PreviewTab active={tab === 'preview'} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
