import { Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconDatabase, IconPlus } from '@tabler/icons-react';

import { CollectionEditor } from './CollectionEditor';
import type { InstructionForm } from './instruction-form-context';
import { newCollection } from './instruction-form';

/** Step 1: the CMS collections the page reads or writes. */
export function CollectionsStep({ form }: { form: InstructionForm }) {
  const collections = form.values.collections;
  const add = () => form.insertListItem('collections', newCollection(collections));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Your CMS collections and their field keys, as in the Wix Content Manager.
      </Text>
      {collections.length === 0 ? (
        <EmptyState
          py="lg"
          icon={<IconDatabase size={24} stroke={1.5} />}
          withIndicatorBackground
          title="No collections yet"
          description="Add the collections your page uses, or skip this step if it uses none."
        />
      ) : (
        collections.map((collection, index) => (
          <CollectionEditor key={collection.key} form={form} index={index} />
        ))
      )}
      <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} />} onClick={add}>
        Add Collection
      </Button>
    </Stack>
  );
}
