import { Button, Collapse, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconFileImport } from '@tabler/icons-react';
import type { ImportMode } from '@veloforge/shared';
import { readStructureDocument } from '@veloforge/shared';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { useEverTrue } from '../../../../../lib/use-ever-true';
import { hasStructure } from './form-structure';
import { ImportPreview, ImportProblems } from './ImportCheck';
import type { ImportSourceKind, UploadedFile } from './ImportSource';
import { ImportSource, readUpload } from './ImportSource';
import { importIntoForm } from './import-flow';

const ExporterSnippets = lazy(() =>
  import('./ExporterSnippets').then((module) => ({ default: module.ExporterSnippets })),
);

type ImportStructureModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The generator form as it is now; the import applies to its three structure editors. */
  form: GeneratorForm;
  /** The form with the import applied, and the summary to tell the user. */
  onImport: (form: GeneratorForm, summary: string) => void;
};

/**
 * Import structure (issue 11): paste or upload a structure document, see its problems or what it
 * holds as it is typed, choose Replace or Merge, import. Nothing reaches the editors unless the
 * document and the import are both accepted. The parent remounts it for every opening.
 */
export function ImportStructureModal({
  opened,
  onClose,
  form,
  onImport,
}: ImportStructureModalProps) {
  const [kind, setKind] = useState<ImportSourceKind>('paste');
  const [pasted, setPasted] = useState('');
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  // Merging keeps what the user typed; into empty editors the two are the same, Replace reads simpler.
  const [mode, setMode] = useState<ImportMode>(() => (hasStructure(form) ? 'merge' : 'replace'));
  const [importProblems, setImportProblems] = useState<string[] | null>(null);
  const [snippetsShown, setSnippetsShown] = useState(false);
  // A phone has no room around a dialog this tall: it takes the whole screen there.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const snippetsNeeded = useEverTrue(snippetsShown);

  const uploadedText = uploaded && 'text' in uploaded ? uploaded.text : '';
  const text = useDeferredValue(kind === 'paste' ? pasted : uploadedText);
  const read = useMemo(() => (text.trim() === '' ? null : readStructureDocument(text)), [text]);

  async function upload(file: File | null) {
    setImportProblems(null);
    setUploaded(file ? await readUpload(file) : null);
  }

  function submit() {
    if (!read?.ok) return;
    const outcome = importIntoForm(form, read, mode);
    if (!outcome.ok) {
      setImportProblems(outcome.problems);
      return;
    }
    onImport(outcome.form, outcome.message);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Import structure"
      size="xl"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Fill the Collections, Element IDs and Element Hierarchy editors from your Wix site: run an
          exporter snippet in Wix Preview and bring its JSON here.
        </Text>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => setSnippetsShown((shown) => !shown)}
            aria-expanded={snippetsShown}
            rightSection={
              <IconChevronDown
                size={16}
                style={{ transform: snippetsShown ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            Get the JSON from your Wix site
          </Button>
          <Collapse expanded={snippetsShown}>
            {snippetsNeeded ? (
              <Suspense fallback={<Skeleton h="14rem" radius="md" mt="sm" />}>
                <Stack pt="sm">
                  <ExporterSnippets />
                </Stack>
              </Suspense>
            ) : null}
          </Collapse>
        </div>
        <ImportSource
          kind={kind}
          onKindChange={(next) => {
            setKind(next);
            setImportProblems(null);
          }}
          pasted={pasted}
          onPaste={(next) => {
            setPasted(next);
            setImportProblems(null);
          }}
          uploaded={uploaded}
          onUpload={(file) => void upload(file)}
        />
        {read && !read.ok ? (
          <ImportProblems title="This JSON cannot be imported" problems={read.problems} />
        ) : null}
        {read?.ok ? <ImportPreview read={read} /> : null}
        {importProblems ? (
          <ImportProblems title="Nothing was imported" problems={importProblems} />
        ) : null}
        <Radio.Group
          label="How to import"
          value={mode}
          onChange={(value) => {
            setMode(value);
            setImportProblems(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="replace"
              label="Replace"
              description="What the document carries replaces the editors' collections, or their element IDs and hierarchy."
            />
            <Radio
              value="merge"
              label="Merge"
              description="New collections, fields and elements are added and matching ones updated; nothing of yours is removed."
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button leftSection={<IconFileImport size={16} />} disabled={!read?.ok} onClick={submit}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
