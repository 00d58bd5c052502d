import { Checkbox, Select, Stack, Textarea } from '@mantine/core';

import type { InstructionForm } from './instruction-form-context';
import { REFERENCE_USAGE_OPTIONS } from './instruction-form';

/** Step 3: optional reference code and what the instruction should ask for. */
export function RequestStep({ form }: { form: InstructionForm }) {
  const hasReference = form.values.referenceCode.trim() !== '';
  return (
    <Stack gap="md">
      <Textarea
        label="Reference code (optional)"
        description="Existing page code the instruction should build on."
        placeholder="$w.onReady(() => { … });"
        autosize
        minRows={4}
        maxRows={12}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...form.getInputProps('referenceCode')}
      />
      <Select
        label="How to use the reference code"
        data={REFERENCE_USAGE_OPTIONS}
        allowDeselect={false}
        disabled={!hasReference}
        value={form.values.referenceCodeUsage}
        onChange={(value) => value && form.setFieldValue('referenceCodeUsage', value)}
      />
      <Checkbox
        label="Ask for implementation instructions too"
        {...form.getInputProps('includeInstructions', { type: 'checkbox' })}
      />
      <Textarea
        label="Describe what you need"
        placeholder="Show the products in a repeater and filter them by the category dropdown."
        withAsterisk
        rows={6}
        {...form.getInputProps('prompt')}
      />
    </Stack>
  );
}
