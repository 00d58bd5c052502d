import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Dispatch } from 'react';

import type { CollectionDraft } from '../../../../../lib/generator-draft';
import { showToast } from '../../../../../lib/toast';
import { CONFIGURATION_SECTIONS } from '../configuration-sections';
import type { FormAction } from '../state/form-reducer';
import { CollectionCard } from './CollectionCard';
import { EditorSection } from './EditorSection';

type CollectionsEditorProps = {
  collections: CollectionDraft[];
  dispatch: Dispatch<FormAction>;
};

/** Collections with their fields; at least one collection always stays (spec section 5). */
export function CollectionsEditor({ collections, dispatch }: CollectionsEditorProps) {
  function remove(collectionKey: string) {
    if (collections.length <= 1) {
      showToast({
        variant: 'destructive',
        title: 'Error',
        description: 'You must have at least one collection',
      });
      return;
    }
    dispatch({ type: 'removeCollection', collectionKey });
  }

  return (
    <EditorSection {...CONFIGURATION_SECTIONS.collections}>
      <Stack gap="sm">
        {collections.map((collection, index) => (
          <CollectionCard
            key={collection.key}
            collection={collection}
            number={index + 1}
            dispatch={dispatch}
            onRemove={() => remove(collection.key)}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => dispatch({ type: 'addCollection' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add Collection
        </Button>
      </Stack>
    </EditorSection>
  );
}
