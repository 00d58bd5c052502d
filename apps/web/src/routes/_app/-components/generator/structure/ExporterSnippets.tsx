import { List, Stack, Tabs, Text } from '@mantine/core';
import {
  COLLECTIONS_EXPORTER_MODULE_PATH,
  COLLECTIONS_EXPORTER_PAGE_CODE,
  COLLECTIONS_EXPORTER_SNIPPET,
  COLLECTIONS_EXPORTER_STEPS,
  PAGE_EXPORTER_SNIPPET,
  PAGE_EXPORTER_STEPS,
} from '@veloforge/shared';

import { CodeViewer } from '../../../../../components/code/CodeViewer';

const SNIPPET_HEIGHT = 220;

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <List type="ordered" size="sm" spacing={4}>
      {steps.map((step) => (
        <List.Item key={step}>{step}</List.Item>
      ))}
    </List>
  );
}

/**
 * The two Velo snippets that print a structure document in Wix Preview, with their steps. Its own
 * chunk: the snippet text loads when the user opens this section, not with the dialog.
 */
export function ExporterSnippets() {
  return (
    <Tabs defaultValue="page" variant="outline">
      <Tabs.List>
        <Tabs.Tab value="page">Page elements</Tabs.Tab>
        <Tabs.Tab value="collections">Collections</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="page" pt="sm">
        <Stack gap="sm">
          <Steps steps={PAGE_EXPORTER_STEPS} />
          <CodeViewer
            code={PAGE_EXPORTER_SNIPPET}
            language="javascript"
            title="Page code"
            label="Page exporter snippet"
            copyMessage="Page exporter snippet copied to clipboard"
            maxHeight={SNIPPET_HEIGHT}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="collections" pt="sm">
        <Stack gap="sm">
          <Steps steps={COLLECTIONS_EXPORTER_STEPS} />
          <CodeViewer
            code={COLLECTIONS_EXPORTER_SNIPPET}
            language="javascript"
            title={COLLECTIONS_EXPORTER_MODULE_PATH}
            label="Collections exporter snippet"
            copyMessage="Collections exporter snippet copied to clipboard"
            maxHeight={SNIPPET_HEIGHT}
          />
          <Text size="sm" c="dimmed">
            And the page code that calls it and prints the JSON:
          </Text>
          <CodeViewer
            code={COLLECTIONS_EXPORTER_PAGE_CODE}
            language="javascript"
            title="Page code"
            label="Collections exporter page code"
            copyMessage="Collections exporter page code copied to clipboard"
            maxHeight={SNIPPET_HEIGHT}
          />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
