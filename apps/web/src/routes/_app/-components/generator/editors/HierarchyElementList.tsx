import { Accordion } from '@mantine/core';
import type { Dispatch } from 'react';

import type { HierarchyElementDraft } from '../../../../../lib/generator-draft';
import type { FormAction } from '../state/form-reducer';
import { depthOf } from '../state/suggest-parent';
import { HierarchyElementItem } from './HierarchyElementItem';

type HierarchyElementListProps = {
  elements: HierarchyElementDraft[];
  /** Keys of the expanded elements. */
  opened: string[];
  onOpenedChange: (opened: string[]) => void;
  dispatch: Dispatch<FormAction>;
};

/** The element tree as an accordion, each element indented by its depth. */
export function HierarchyElementList({
  elements,
  opened,
  onOpenedChange,
  dispatch,
}: HierarchyElementListProps) {
  return (
    <Accordion
      multiple
      value={opened}
      onChange={onOpenedChange}
      variant="separated"
      radius="md"
      chevronPosition="left"
    >
      {elements.map((element, index) => (
        <HierarchyElementItem
          key={element.key}
          element={element}
          elements={elements}
          index={index}
          depth={depthOf(elements, element)}
          dispatch={dispatch}
        />
      ))}
    </Accordion>
  );
}
