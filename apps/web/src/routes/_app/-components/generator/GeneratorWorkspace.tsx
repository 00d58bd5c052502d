import { Grid, SegmentedControl } from '@mantine/core';
import { useState } from 'react';

import { ConfigurationPanel } from './ConfigurationPanel';
import { ResultPanel } from './ResultPanel';

type Panel = 'configuration' | 'preview';

/**
 * Configuration left (5/12) and result right (7/12) on wide screens; below 768 px the spec's two
 * toggle buttons show one panel at a time. The hidden panel stays mounted so its state survives.
 */
export function GeneratorWorkspace() {
  const [panel, setPanel] = useState<Panel>('configuration');

  return (
    <>
      <SegmentedControl
        hiddenFrom="sm"
        fullWidth
        mb="md"
        value={panel}
        onChange={setPanel}
        aria-label="Choose panel"
        data={[
          { value: 'configuration', label: 'Configuration' },
          { value: 'preview', label: 'Code Preview' },
        ]}
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col
          span={{ base: 12, sm: 5 }}
          visibleFrom={panel === 'configuration' ? undefined : 'sm'}
        >
          <ConfigurationPanel />
        </Grid.Col>
        <Grid.Col
          span={{ base: 12, sm: 7 }}
          visibleFrom={panel === 'preview' ? undefined : 'sm'}
          style={{
            position: 'sticky',
            top: 'calc(var(--app-shell-header-height) + var(--mantine-spacing-lg))',
          }}
        >
          <ResultPanel />
        </Grid.Col>
      </Grid>
    </>
  );
}
