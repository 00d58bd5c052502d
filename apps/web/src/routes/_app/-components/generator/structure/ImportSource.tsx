import { FileInput, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { IconFileTypeJs } from '@tabler/icons-react';
import { SITE_STRUCTURE_LIMITS } from '@veloforge/shared';

export type ImportSourceKind = 'paste' | 'upload';

/** A chosen file: its text, or why it was not read. */
export type UploadedFile = { file: File; text: string } | { file: File; problem: string };

/** UTF-8 takes at most 4 bytes a character: a larger file cannot be within the limit. */
const MAX_FILE_BYTES = SITE_STRUCTURE_LIMITS.documentChars * 4;

export async function readUpload(file: File): Promise<UploadedFile> {
  if (file.size > MAX_FILE_BYTES) {
    const megabytes = (file.size / 1_000_000).toFixed(1);
    return {
      file,
      problem: `${file.name} is ${megabytes} MB; a structure document is at most ${SITE_STRUCTURE_LIMITS.documentChars.toLocaleString('en-US')} characters`,
    };
  }
  try {
    return { file, text: await file.text() };
  } catch {
    return { file, problem: `${file.name} could not be read. Choose it again.` };
  }
}

type ImportSourceProps = {
  kind: ImportSourceKind;
  onKindChange: (kind: ImportSourceKind) => void;
  pasted: string;
  onPaste: (text: string) => void;
  uploaded: UploadedFile | null;
  onUpload: (file: File | null) => void;
};

/** Where the document comes from: pasted text, or a .json file (Wix export or VeloForge's own). */
export function ImportSource(props: ImportSourceProps) {
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={props.kind}
        onChange={(value) => props.onKindChange(value)}
        aria-label="Where the JSON comes from"
        data={[
          { value: 'paste', label: 'Paste JSON' },
          { value: 'upload', label: 'Upload file' },
        ]}
      />
      {props.kind === 'paste' ? (
        <Textarea
          label="Structure JSON"
          description="What the exporter snippet printed, or a file VeloForge exported."
          placeholder='{ "format": "veloforge.site-structure", "version": 1, … }'
          value={props.pasted}
          onChange={(event) => props.onPaste(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={10}
          spellCheck={false}
          autoComplete="off"
          data-autofocus
          styles={{
            input: {
              fontFamily: 'var(--mantine-font-family-monospace)',
              fontSize: 'var(--mantine-font-size-sm)',
            },
          }}
        />
      ) : (
        <FileInput
          label="Structure file"
          description="A .json file from the exporter snippets or from Export."
          placeholder="Choose a .json file"
          accept=".json,application/json"
          leftSection={<IconFileTypeJs size={18} stroke={1.6} />}
          value={props.uploaded?.file ?? null}
          onChange={props.onUpload}
          clearable
          error={props.uploaded && 'problem' in props.uploaded ? props.uploaded.problem : undefined}
        />
      )}
    </Stack>
  );
}
