import { Card, EmptyState, Tabs } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';

import { CodeViewer } from '../../../../../components/code/CodeViewer';
import { DiagnosticsList } from '../../../../../components/code/DiagnosticsList';
import { renderedBody } from '../../../../../components/code/RenderedBody';
import type { CodeTab, CodeTabValue } from './session-view';
import { defaultCodeTab } from './session-view';

/** Spec section 9: a code view is at most 60% of the viewport tall. */
const CODE_MAX_HEIGHT = '60vh';

/** The generation's code, one tab per piece present (spec section 2). */
export function CodeTabsCard({ tabs }: { tabs: CodeTab[] }) {
  const [active, setActive] = useState<CodeTabValue | null>(() => defaultCodeTab(tabs));
  const [jump, setJump] = useState<{ tab: CodeTabValue; line: number } | null>(null);

  if (tabs.length === 0) {
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconFileOff size={28} stroke={1.5} />}
          variant="light"
          title="No code in this generation"
          description="This generation did not produce any code. Run it again from the generator."
        />
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="md">
      <Tabs value={active} onChange={(value) => setActive(value as CodeTabValue | null)}>
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <CodeViewer
              code={tab.code}
              language={tab.language}
              title={tab.downloadName ?? tab.label}
              label={tab.label}
              maxHeight={CODE_MAX_HEIGHT}
              downloadName={tab.downloadName}
              body={renderedBody(tab.language, tab.code)}
              highlightLine={jump?.tab === tab.value ? jump.line : undefined}
            />
            {tab.value === 'instructions' || tab.value === 'generated' ? null : (
              <DiagnosticsList
                diagnostics={tab.diagnostics}
                onSelect={(diagnostic) => setJump({ tab: tab.value, line: diagnostic.line })}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
