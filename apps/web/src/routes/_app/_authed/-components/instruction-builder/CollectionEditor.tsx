import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

import type { InstructionForm } from './instruction-form-context';
import { FIELD_TYPE_GROUPS, newField } from './instruction-form';
import { RemoveRowButton } from './RemoveRowButton';

type CollectionEditorProps = { form: InstructionForm; index: number };

/** One collection: its name and its fields (id and type). The last field cannot be removed. */
export function CollectionEditor({ form, index }: CollectionEditorProps) {
  const collection = form.values.collections[index];
  if (!collection) return null;
  const path = `collections.${index}`;
  const displayName = collection.name.trim() || `collection ${index + 1}`;

  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={`Collection ${index + 1}`}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Collection name"
          placeholder="Products"
          style={{ flex: 1 }}
          {...form.getInputProps(`${path}.name`)}
        />
        <RemoveRowButton
          label={`Remove ${displayName}`}
          onClick={() => form.removeListItem('collections', index)}
        />
      </Group>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="md" mb="xs">
        Fields
      </Text>
      <Stack gap="xs">
        {collection.fields.map((field, fieldIndex) => {
          const first = fieldIndex === 0;
          return (
            <Group key={field.key} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={first ? 'Field ID' : undefined}
                aria-label={`Field ${fieldIndex + 1} ID`}
                placeholder="title"
                style={{ flex: 1, minWidth: 0 }}
                {...form.getInputProps(`${path}.fields.${fieldIndex}.id`)}
              />
              <Select
                label={first ? 'Type' : undefined}
                aria-label={`Field ${fieldIndex + 1} type`}
                data={FIELD_TYPE_GROUPS}
                allowDeselect={false}
                searchable
                w={{ base: 120, xs: 170 }}
                value={field.type}
                onChange={(value) =>
                  value && form.setFieldValue(`${path}.fields.${fieldIndex}.type`, value)
                }
              />
              <RemoveRowButton
                label={`Remove field ${field.id.trim() || fieldIndex + 1}`}
                // Spec section 5: a collection keeps at least one field.
                disabled={collection.fields.length === 1}
                onClick={() => form.removeListItem(`${path}.fields`, fieldIndex)}
              />
            </Group>
          );
        })}
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => form.insertListItem(`${path}.fields`, newField())}
      >
        Add Field
      </Button>
    </Paper>
  );
}
