import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { Dispatch } from 'react';

import type { HierarchyElementDraft } from '../../../../../lib/generator-draft';
import { elementTypeLabel } from '../state/element-types';
import type { FormAction } from '../state/form-reducer';
import { HierarchyElementFields } from './HierarchyElementFields';

type HierarchyElementItemProps = {
  element: HierarchyElementDraft;
  elements: HierarchyElementDraft[];
  index: number;
  /** How deep it sits in the tree: each level is indented, so the accordion reads as one. */
  depth: number;
  dispatch: Dispatch<FormAction>;
};

/** One element of the hierarchy: a summary line that opens onto its fields. */
export function HierarchyElementItem({
  element,
  elements,
  index,
  depth,
  dispatch,
}: HierarchyElementItemProps) {
  const id = element.id.trim();
  const parent = elements.find((e) => e.key === element.parentKey);
  const childCount = element.childKeys.length;

  return (
    <Accordion.Item
      value={element.key}
      ml={depth > 0 ? `calc(var(--mantine-spacing-md) * ${depth})` : undefined}
    >
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text
            size="sm"
            fw={600}
            ff={id ? 'monospace' : undefined}
            c={id ? undefined : 'dimmed'}
            truncate
          >
            {id ? `#${id}` : `Element ${index + 1}`}
          </Text>
          <Badge size="sm" variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {elementTypeLabel(element.type, element.customType)}
          </Badge>
          {parent?.id ? (
            <Text size="xs" c="dimmed" truncate visibleFrom="xs">
              in #{parent.id}
            </Text>
          ) : null}
          {childCount > 0 ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} visibleFrom="xs">
              {childCount} {childCount === 1 ? 'child' : 'children'}
            </Text>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <HierarchyElementFields
          element={element}
          elements={elements}
          index={index}
          dispatch={dispatch}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
