import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash, IconWand } from '@tabler/icons-react';
import type { Dispatch } from 'react';

import { IconAction } from '../../../../../components/actions/IconAction';
import type { HierarchyElementDraft } from '../../../../../lib/generator-draft';
import { isContainerType } from '../state/element-types';
import type { FormAction } from '../state/form-reducer';
import { isInvalidElementId } from '../state/identifiers';
import { linkableElements, suggestParent } from '../state/suggest-parent';
import { ElementTypeSelect } from './ElementTypeSelect';
import { IdPrefix } from './IdPrefix';

type HierarchyElementFieldsProps = {
  element: HierarchyElementDraft;
  elements: HierarchyElementDraft[];
  index: number;
  dispatch: Dispatch<FormAction>;
};

/** An element's id, type, description, parent and (containers) children, and its position. */
export function HierarchyElementFields({
  element,
  elements,
  index,
  dispatch,
}: HierarchyElementFieldsProps) {
  const elementKey = element.key;
  const options = linkableElements(elements, element).map((e) => ({
    value: e.key,
    label: `#${e.id.trim()}`,
  }));
  const suggestion = suggestParent(elements, element);
  const update = (changes: Parameters<typeof updateAction>[1]) =>
    dispatch(updateAction(elementKey, changes));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Element ID"
          placeholder="e.g. productsRepeater"
          value={element.id}
          onChange={(event) => update({ id: event.currentTarget.value.replace(/^#/, '') })}
          error={isInvalidElementId(element.id)}
          leftSection={<IdPrefix />}
          leftSectionWidth={24}
          autoComplete="off"
        />
        <ElementTypeSelect
          label="Element type"
          value={element.type}
          onChange={(type) => update({ type })}
        />
      </SimpleGrid>
      {element.type === 'custom' ? (
        <TextInput
          label="Custom type name"
          description="The Wix element type, e.g. MultiStateBox or Tabs"
          value={element.customType}
          onChange={(event) => update({ customType: event.currentTarget.value })}
        />
      ) : null}
      <Textarea
        label="Description"
        placeholder="What this element shows or does (optional)"
        value={element.description}
        onChange={(event) => update({ description: event.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Parent element"
          placeholder="None (top level)"
          data={options}
          value={element.parentKey || null}
          onChange={(value) => dispatch({ type: 'setParent', elementKey, parentKey: value ?? '' })}
          clearable
          nothingFoundMessage="Give other elements an ID first"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="default"
          leftSection={<IconWand size={16} />}
          disabled={suggestion === null || suggestion === element.parentKey}
          onClick={() =>
            suggestion && dispatch({ type: 'setParent', elementKey, parentKey: suggestion })
          }
        >
          Suggest Parent
        </Button>
      </Group>
      {isContainerType(element.type) ? (
        <MultiSelect
          label="Children"
          placeholder={element.childKeys.length ? undefined : 'Elements inside this one'}
          data={options}
          value={element.childKeys}
          onChange={(childKeys) => dispatch({ type: 'setChildren', elementKey, childKeys })}
          nothingFoundMessage="Give other elements an ID first"
          clearable
        />
      ) : null}
      <Group gap={4} justify="space-between" wrap="nowrap">
        <Group gap={0} wrap="nowrap">
          <IconAction
            label="Move element up"
            icon={IconArrowUp}
            disabled={index === 0}
            onClick={() => dispatch({ type: 'moveElement', elementKey, direction: -1 })}
          />
          <IconAction
            label="Move element down"
            icon={IconArrowDown}
            disabled={index === elements.length - 1}
            onClick={() => dispatch({ type: 'moveElement', elementKey, direction: 1 })}
          />
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          onClick={() => dispatch({ type: 'removeElement', elementKey })}
        >
          Remove element
        </Button>
      </Group>
    </Stack>
  );
}

function updateAction(
  elementKey: string,
  changes: Extract<FormAction, { type: 'updateElement' }>['changes'],
): FormAction {
  return { type: 'updateElement', elementKey, changes };
}
