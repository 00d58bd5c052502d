import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Dispatch } from 'react';

import type { ElementIdDraft } from '../../../../../lib/generator-draft';
import { CONFIGURATION_SECTIONS } from '../configuration-sections';
import type { FormAction } from '../state/form-reducer';
import { EditorSection } from './EditorSection';
import { ElementIdRow } from './ElementIdRow';

type ElementIdsEditorProps = {
  elementIds: ElementIdDraft[];
  dispatch: Dispatch<FormAction>;
};

/** The page's element IDs, each with the kind of element it is. */
export function ElementIdsEditor({ elementIds, dispatch }: ElementIdsEditorProps) {
  return (
    <EditorSection {...CONFIGURATION_SECTIONS.elementIds}>
      <Stack gap="xs">
        {elementIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            No element IDs yet. Add the IDs your code should use, such as #submitButton.
          </Text>
        ) : null}
        {elementIds.map((item, index) => (
          <ElementIdRow
            key={item.key}
            item={item}
            number={index + 1}
            onChange={(changes) =>
              dispatch({ type: 'updateElementId', itemKey: item.key, changes })
            }
            onRemove={() => dispatch({ type: 'removeElementId', itemKey: item.key })}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => dispatch({ type: 'addElementId' })}
          style={{ alignSelf: 'flex-start' }}
          mt={4}
        >
          Add Element ID
        </Button>
      </Stack>
    </EditorSection>
  );
}
