import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

import type { InstructionForm } from './instruction-form-context';
import {
  BUILDER_ELEMENT_TYPE_OPTIONS,
  newHierarchyElement,
  parentOptions,
} from './instruction-form';
import { RemoveRowButton } from './RemoveRowButton';

/** How elements nest: each element's id, type and optional parent. */
export function HierarchyEditor({ form }: { form: InstructionForm }) {
  const elements = form.values.elements;

  return (
    <Stack gap="xs">
      <div>
        <Text fw={600} size="sm">
          Element hierarchy
        </Text>
        <Text size="sm" c="dimmed">
          Optional: which elements sit inside repeaters, boxes or tables.
        </Text>
      </div>
      {elements.map((element, index) => (
        <Paper
          key={element.key}
          withBorder
          radius="md"
          p="sm"
          role="group"
          aria-label={`Hierarchy element ${index + 1}`}
        >
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              Element {index + 1}
            </Text>
            <RemoveRowButton
              size="sm"
              label={`Remove hierarchy element ${element.id.trim() || index + 1}`}
              onClick={() => form.removeListItem('elements', index)}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <TextInput
              label="ID"
              placeholder="productsRepeater"
              {...form.getInputProps(`elements.${index}.id`)}
            />
            <Select
              label="Type"
              data={BUILDER_ELEMENT_TYPE_OPTIONS}
              allowDeselect={false}
              value={element.type}
              onChange={(value) => value && form.setFieldValue(`elements.${index}.type`, value)}
            />
            <Select
              label="Parent"
              placeholder="None (top level)"
              data={parentOptions(elements, element)}
              clearable
              value={element.parentId}
              onChange={(value) => form.setFieldValue(`elements.${index}.parentId`, value)}
            />
          </SimpleGrid>
        </Paper>
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('elements', newHierarchyElement())}
      >
        Add Element
      </Button>
    </Stack>
  );
}
