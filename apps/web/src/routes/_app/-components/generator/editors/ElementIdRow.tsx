import { Group, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

import { IconAction } from '../../../../../components/actions/IconAction';
import type { ElementIdDraft } from '../../../../../lib/generator-draft';
import { isInvalidElementId } from '../state/identifiers';
import { ElementTypeSelect, TYPE_PICKER_WIDTH } from './ElementTypeSelect';
import { IdPrefix } from './IdPrefix';

type ElementIdRowProps = {
  item: ElementIdDraft;
  number: number;
  onChange: (changes: Partial<Omit<ElementIdDraft, 'key'>>) => void;
  onRemove: () => void;
};

/** One element ID with its type; a custom type asks for its Wix type name. */
export function ElementIdRow({ item, number, onChange, onRemove }: ElementIdRowProps) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <TextInput
        aria-label={`Element ID ${number}`}
        placeholder="e.g. submitButton"
        value={item.id}
        // The '#' is shown in front; a pasted '#title' is kept without it.
        onChange={(event) => onChange({ id: event.currentTarget.value.replace(/^#/, '') })}
        error={isInvalidElementId(item.id)}
        style={{ flex: '1 1 8rem', minWidth: 0 }}
        autoComplete="off"
        leftSection={<IdPrefix />}
        leftSectionWidth={24}
      />
      <Group gap="xs" wrap="nowrap" style={{ flex: '0 1 auto' }}>
        <ElementTypeSelect
          aria-label={`Element ID ${number} type`}
          value={item.type}
          onChange={(type) => onChange({ type })}
          w={TYPE_PICKER_WIDTH}
          comboboxProps={{ width: 200, position: 'bottom-end' }}
        />
        {item.type === 'custom' ? (
          <TextInput
            aria-label={`Element ID ${number} custom type`}
            placeholder="e.g. MultiStateBox"
            value={item.customType}
            onChange={(event) => onChange({ customType: event.currentTarget.value })}
            w={TYPE_PICKER_WIDTH}
          />
        ) : null}
        <IconAction label={`Remove element ID ${number}`} icon={IconX} onClick={onRemove} />
      </Group>
    </Group>
  );
}
