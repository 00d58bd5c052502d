import { Card, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

import { useEverTrue } from '../../../../lib/use-ever-true';

import { CollectionsEditor } from './editors/CollectionsEditor';
import { ElementIdsEditor } from './editors/ElementIdsEditor';
import { HierarchyEditor } from './editors/HierarchyEditor';
import { PromptEditor } from './editors/PromptEditor';
import { ReferenceCodeEditor } from './editors/ReferenceCodeEditor';
import { GenerateFooter } from './GenerateFooter';
import { useGenerator } from './GeneratorContext';
import { StructureToolbar } from './structure/StructureToolbar';

// Loaded when the Settings tab is first opened, not with the page.
const GenerationSettings = lazy(() =>
  import('./settings/GenerationSettings').then((module) => ({
    default: module.GenerationSettings,
  })),
);

type ConfigurationTab = 'configuration' | 'settings';

/**
 * The generator form: the Configuration / Settings tab bar, the editors in spec order, and the
 * Reset / Generate footer. The card does not clip its content, so the footer can stay sticky.
 */
export function ConfigurationCard() {
  const { form, dispatch, preferences, signedIn } = useGenerator();
  const [tab, setTab] = useState<ConfigurationTab>('configuration');
  const settingsOpened = useEverTrue(tab === 'settings');

  return (
    <Card withBorder padding={0} radius="md" style={{ overflow: 'visible' }}>
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as ConfigurationTab)}
        // Hidden panels stay in the page with display: none, not in <Activity>: React would
        // hydrate those later and then again synchronously when the tabs first update (decision 016).
        keepMountedMode="display-none"
      >
        <Tabs.List px="md" pt="xs">
          <Tabs.Tab value="configuration" leftSection={<IconAdjustmentsHorizontal size={16} />}>
            Configuration
          </Tabs.Tab>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            Settings
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="configuration" p={{ base: 'xs', xs: 'md' }}>
          <Stack gap="sm">
            <StructureToolbar />
            <CollectionsEditor collections={form.collections} dispatch={dispatch} />
            <ElementIdsEditor elementIds={form.elementIds} dispatch={dispatch} />
            <HierarchyEditor elements={form.elements} dispatch={dispatch} />
            <ReferenceCodeEditor form={form} dispatch={dispatch} />
            <PromptEditor form={form} dispatch={dispatch} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="settings" p="md">
          {settingsOpened ? (
            <Suspense fallback={<Skeleton h="12rem" radius="md" />}>
              <GenerationSettings
                preferences={form.preferences}
                onChange={preferences.save}
                signedIn={signedIn}
              />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
      <GenerateFooter />
    </Card>
  );
}
