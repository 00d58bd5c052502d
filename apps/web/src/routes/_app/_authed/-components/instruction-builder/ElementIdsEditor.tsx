import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

import type { InstructionForm } from './instruction-form-context';
import { BUILDER_ELEMENT_TYPE_OPTIONS, newElementId } from './instruction-form';
import { RemoveRowButton } from './RemoveRowButton';

/** The page's element IDs, each with its type (sent as customTypes by index). */
export function ElementIdsEditor({ form }: { form: InstructionForm }) {
  const elementIds = form.values.elementIds;

  return (
    <Stack gap="xs">
      <div>
        <Text fw={600} size="sm">
          Element IDs
        </Text>
        <Text size="sm" c="dimmed">
          The IDs set in the Wix editor&apos;s Properties panel, without the #.
        </Text>
      </div>
      {elementIds.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          No element IDs yet.
        </Text>
      ) : (
        elementIds.map((element, index) => {
          const first = index === 0;
          return (
            <Group key={element.key} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={first ? 'Element ID' : undefined}
                aria-label={`Element ID ${index + 1}`}
                placeholder="titleText"
                leftSection="#"
                style={{ flex: 1, minWidth: 0 }}
                {...form.getInputProps(`elementIds.${index}.id`)}
              />
              <Select
                label={first ? 'Type' : undefined}
                aria-label={`Element ID ${index + 1} type`}
                data={BUILDER_ELEMENT_TYPE_OPTIONS}
                allowDeselect={false}
                w={{ base: 120, xs: 150 }}
                value={element.type}
                onChange={(value) => value && form.setFieldValue(`elementIds.${index}.type`, value)}
              />
              <RemoveRowButton
                label={`Remove element ID ${element.id.trim() || index + 1}`}
                onClick={() => form.removeListItem('elementIds', index)}
              />
            </Group>
          );
        })
      )}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('elementIds', newElementId())}
      >
        Add Element ID
      </Button>
    </Stack>
  );
}
