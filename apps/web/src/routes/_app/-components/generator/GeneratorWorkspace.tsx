import { Grid, SegmentedControl } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { PageLoader } from '../../../../components/page/PageLoader';
import type { GeneratorForm } from '../../../../lib/generator-draft';
import { useEverTrue } from '../../../../lib/use-ever-true';
import { ConfigurationPanel } from './ConfigurationPanel';
import { GeneratorProvider } from './GeneratorContext';
import classes from './GeneratorWorkspace.module.css';
import { ResultPanel } from './result/ResultPanel';
import type { RestoreSearch } from './state/use-generator-page';
import { useGeneratorPage } from './state/use-generator-page';
import { useSavedDraft } from './state/use-saved-draft';

type Panel = 'configuration' | 'preview';

// Only a visitor who presses Generate sees it: it loads then, not with the page.
const AuthRequiredDialog = lazy(() =>
  import('./dialogs/AuthRequiredDialog').then((module) => ({
    default: module.AuthRequiredDialog,
  })),
);

/** The generator: waits for a saved draft's check, if there is one, then the workspace. */
export function GeneratorWorkspace({ search }: { search: RestoreSearch }) {
  const savedDraft = useSavedDraft();
  // A saved draft is checked before the form starts from it (a moment, on return visits only).
  if (savedDraft === undefined) return <PageLoader />;
  return <Workspace search={search} savedDraft={savedDraft} />;
}

/**
 * Configuration left (5/12) and result right (7/12) on wide screens; below 768 px the spec's two
 * toggle buttons show one panel at a time. The hidden panel stays mounted so its state survives,
 * and a call that starts switches a phone to the code, where its text appears.
 */
function Workspace({
  search,
  savedDraft,
}: {
  search: RestoreSearch;
  savedDraft: GeneratorForm | null;
}) {
  const page = useGeneratorPage(search, savedDraft);
  const [panel, setPanel] = useState<Panel>('configuration');
  const authDialogNeeded = useEverTrue(page.authDialog.opened);

  const activity = page.generation.result.activity?.kind ?? null;
  const [seenActivity, setSeenActivity] = useState(activity);
  if (seenActivity !== activity) {
    setSeenActivity(activity);
    if (activity) setPanel('preview');
  }

  return (
    <GeneratorProvider value={page}>
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
          className={classes.resultColumn}
        >
          <ResultPanel />
        </Grid.Col>
      </Grid>
      {authDialogNeeded ? (
        <Suspense fallback={null}>
          <AuthRequiredDialog opened={page.authDialog.opened} onClose={page.authDialog.close} />
        </Suspense>
      ) : null}
    </GeneratorProvider>
  );
}
