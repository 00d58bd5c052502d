import { Grid, Stack } from '@mantine/core';
import type { TGeneratorSession } from '@veloforge/shared';
import { useMemo } from 'react';

import { CodeTabsCard } from './CodeTabsCard';
import { CompareVersionsCard } from './CompareVersionsCard';
import { SessionHeader } from './SessionHeader';
import { codeTabsOf } from './session-view';
import { SiteStructureCard } from './SiteStructureCard';
import { VersionsCard } from './VersionsCard';

/** One loaded generation: its code on the left, structure and versions on the right. */
export function SessionDetails({ session }: { session: TGeneratorSession }) {
  const tabs = useMemo(() => codeTabsOf(session), [session]);
  return (
    <>
      <SessionHeader session={session} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <CodeTabsCard tabs={tabs} />
            {session.versions.length > 1 ? (
              <CompareVersionsCard versions={session.versions} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SiteStructureCard session={session} />
            <VersionsCard sessionId={session.id} versions={session.versions} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
