import { Divider, Stack } from '@mantine/core';

import { ElementIdsEditor } from './ElementIdsEditor';
import { HierarchyEditor } from './HierarchyEditor';
import type { InstructionForm } from './instruction-form-context';

/** Step 2: the page's element IDs and how they nest. */
export function ElementsStep({ form }: { form: InstructionForm }) {
  return (
    <Stack gap="lg">
      <ElementIdsEditor form={form} />
      <Divider />
      <HierarchyEditor form={form} />
    </Stack>
  );
}
