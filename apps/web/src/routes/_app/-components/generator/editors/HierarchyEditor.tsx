import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { lazy, Suspense, useState } from 'react';

import type { HierarchyElementDraft } from '../../../../../lib/generator-draft';
import { newKey } from '../../../../../lib/generator-draft';
import { CONFIGURATION_SECTIONS } from '../configuration-sections';
import type { FormAction } from '../state/form-reducer';
import { EditorSection } from './EditorSection';

// A new form has no elements: the element editor (accordion, selects) loads with the first one.
const HierarchyElementList = lazy(() =>
  import('./HierarchyElementList').then((module) => ({ default: module.HierarchyElementList })),
);

type HierarchyEditorProps = {
  elements: HierarchyElementDraft[];
  dispatch: Dispatch<FormAction>;
};

/** The page's element tree as an accordion; a new element opens at once (spec section 2). */
export function HierarchyEditor({ elements, dispatch }: HierarchyEditorProps) {
  const [opened, setOpened] = useState<string[]>([]);

  function add() {
    const elementKey = newKey();
    dispatch({ type: 'addElement', elementKey });
    setOpened((current) => [...current, elementKey]);
  }

  return (
    <EditorSection {...CONFIGURATION_SECTIONS.hierarchy}>
      <Stack gap="sm">
        {elements.length === 0 ? (
          <Text size="sm" c="dimmed">
            No elements yet. Add repeaters, forms and containers, then the elements inside them.
          </Text>
        ) : (
          <Suspense fallback={<Skeleton h="3rem" radius="md" />}>
            <HierarchyElementList
              elements={elements}
              opened={opened}
              onOpenedChange={setOpened}
              dispatch={dispatch}
            />
          </Suspense>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
        >
          Add Element
        </Button>
      </Stack>
    </EditorSection>
  );
}
