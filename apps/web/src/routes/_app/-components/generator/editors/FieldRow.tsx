import { Group, Select, TextInput } from '@mantine/core';
import type { FieldType } from '@veloforge/shared';
import { IconX } from '@tabler/icons-react';

import { IconAction } from '../../../../../components/actions/IconAction';
import type { FieldDraft } from '../../../../../lib/generator-draft';
import { FIELD_TYPE_GROUPS } from '../state/element-types';
import { isInvalidFieldId } from '../state/identifiers';
import { TYPE_PICKER_WIDTH } from './ElementTypeSelect';

type FieldRowProps = {
  field: FieldDraft;
  number: number;
  /** A collection keeps at least one field (spec section 5). */
  isOnlyField: boolean;
  onChange: (changes: { id?: string; fieldType?: FieldType }) => void;
  onRemove: () => void;
};

/** A field key and its CMS type; the column headers above name the two inputs visually. */
export function FieldRow({ field, number, isOnlyField, onChange, onRemove }: FieldRowProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <TextInput
        aria-label={`Field ${number} ID`}
        placeholder="e.g. title"
        value={field.id}
        onChange={(event) => onChange({ id: event.currentTarget.value })}
        error={isInvalidFieldId(field.id)}
        style={{ flex: 1, minWidth: 0 }}
        autoComplete="off"
      />
      <Select<FieldType>
        aria-label={`Field ${number} type`}
        data={FIELD_TYPE_GROUPS}
        value={field.type}
        onChange={(value) => value && onChange({ fieldType: value })}
        allowDeselect={false}
        maxDropdownHeight={280}
        w={TYPE_PICKER_WIDTH}
        comboboxProps={{ width: 220, position: 'bottom-end' }}
      />
      <IconAction
        label={`Remove field ${number}`}
        icon={IconX}
        onClick={onRemove}
        disabled={isOnlyField}
      />
    </Group>
  );
}
