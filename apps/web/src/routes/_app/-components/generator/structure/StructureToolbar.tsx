import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBookmarks, IconFileExport, IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { showToast } from '../../../../../lib/toast';
import { useEverTrue } from '../../../../../lib/use-ever-true';
import { useGenerator } from '../GeneratorContext';

// The dialog, the profiles panel and the export code load when first used, not with the page.
const ImportStructureModal = lazy(() =>
  import('./ImportStructureModal').then((module) => ({ default: module.ImportStructureModal })),
);
const SiteProfilesDrawer = lazy(() =>
  import('./SiteProfilesDrawer').then((module) => ({ default: module.SiteProfilesDrawer })),
);

type Panel = 'import' | 'profiles' | null;

/**
 * Import, Export and Site profiles for the Collections, Element IDs and Element Hierarchy
 * editors (issue 11), above them in the form.
 */
export function StructureToolbar() {
  const { form, dispatch, signedIn } = useGenerator();
  const [panel, setPanel] = useState<Panel>(null);
  // Each opening remounts the import dialog, so it starts empty with the mode for the editors now.
  const [importOpening, setImportOpening] = useState(0);
  const importNeeded = useEverTrue(panel === 'import');
  const profilesNeeded = useEverTrue(panel === 'profiles');
  const [exporting, setExporting] = useState(false);
  const close = () => setPanel(null);

  function fill(next: GeneratorForm, title: string, description: string) {
    dispatch({ type: 'replace', form: next });
    close();
    showToast({ title, description });
  }

  async function exportNow() {
    setExporting(true);
    try {
      const { exportStructure } = await import('./export-structure');
      exportStructure(form);
    } catch {
      showToast({
        variant: 'destructive',
        title: 'Export failed',
        description: 'The export could not start. Reload the page and try again.',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Paper withBorder radius="md" px={{ base: 'sm', xs: 'md' }} py="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} miw={0} style={{ flex: '1 1 14rem' }}>
          <Text size="sm" fw={650}>
            Site structure
          </Text>
          <Text size="xs" c="dimmed">
            Import it from your Wix site, export it as JSON, or keep it as a profile.
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileImport size={14} />}
            aria-label="Import structure"
            onClick={() => {
              setImportOpening((n) => n + 1);
              setPanel('import');
            }}
          >
            Import
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileExport size={14} />}
            aria-label="Export structure"
            loading={exporting}
            onClick={() => void exportNow()}
          >
            Export
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBookmarks size={14} />}
            aria-label="Site profiles"
            onClick={() => setPanel('profiles')}
          >
            Profiles
          </Button>
        </Group>
      </Group>
      {importNeeded ? (
        <Suspense fallback={null}>
          <ImportStructureModal
            key={importOpening}
            opened={panel === 'import'}
            onClose={close}
            form={form}
            onImport={(next, summary) => fill(next, 'Structure imported', summary)}
          />
        </Suspense>
      ) : null}
      {profilesNeeded ? (
        <Suspense fallback={null}>
          <SiteProfilesDrawer
            opened={panel === 'profiles'}
            onClose={close}
            signedIn={signedIn}
            form={form}
            onLoad={(next, profile) =>
              fill(next, 'Site profile loaded', `“${profile.name}” is in the editors.`)
            }
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
