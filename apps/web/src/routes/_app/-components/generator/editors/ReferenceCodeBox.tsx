import { Button, FileButton, Group, Input, Textarea } from '@mantine/core';
import { GENERATION_LIMITS } from '@veloforge/shared';
import { IconUpload } from '@tabler/icons-react';
import { useId } from 'react';

import { showToast } from '../../../../../lib/toast';

/** Spec section 5: reference files are source files, read as text. */
const ACCEPTED_FILES = '.js,.ts,.jsx,.tsx,.html,.css';
const ACCEPTED_EXTENSIONS = /\.(jsx?|tsx?|html|css)$/i;

type ReferenceCodeBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** A 4-row reference box with a file upload that fills it (spec sections 2 and 9). */
export function ReferenceCodeBox({ label, placeholder, value, onChange }: ReferenceCodeBoxProps) {
  const inputId = useId();

  async function load(file: File | null) {
    if (!file) return;
    if (!ACCEPTED_EXTENSIONS.test(file.name)) {
      showToast({
        variant: 'destructive',
        title: 'Unsupported file',
        description: 'Upload a .js, .ts, .jsx, .tsx, .html or .css file.',
      });
      return;
    }
    const text = await file.text();
    if (text.length > GENERATION_LIMITS.referenceCodeChars) {
      showToast({
        variant: 'destructive',
        title: 'File too large',
        description: `Reference code can be at most ${GENERATION_LIMITS.referenceCodeChars.toLocaleString('en-US')} characters.`,
      });
      return;
    }
    onChange(text);
  }

  return (
    <div>
      <Group justify="space-between" align="flex-end" mb={4} wrap="nowrap">
        <Input.Label htmlFor={inputId}>{label}</Input.Label>
        <FileButton onChange={(file) => void load(file)} accept={ACCEPTED_FILES}>
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-xs"
              style={{ flexShrink: 0 }}
              leftSection={<IconUpload size={14} />}
              // The accessible name starts with the visible text, so speech users can say what they see.
              aria-label={`Upload file for ${label.toLowerCase()}`}
            >
              Upload file
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        id={inputId}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={4}
        spellCheck={false}
        styles={{
          input: {
            fontFamily: 'var(--mantine-font-family-monospace)',
            fontSize: 'var(--mantine-font-size-sm)',
          },
        }}
        resize="vertical"
      />
    </div>
  );
}
