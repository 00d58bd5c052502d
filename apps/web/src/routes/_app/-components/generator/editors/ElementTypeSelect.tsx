import type { SelectProps } from '@mantine/core';
import { Select } from '@mantine/core';
import type { ElementType } from '@veloforge/shared';

import { ELEMENT_TYPE_GROUPS } from '../state/element-types';

/** The width of a type picker beside an id input: narrower on phones, so the id keeps room. */
export const TYPE_PICKER_WIDTH = { base: '6.75rem', xs: '8.5rem' };

type ElementTypeSelectProps = Omit<SelectProps<ElementType>, 'data' | 'onChange'> & {
  value: ElementType;
  onChange: (type: ElementType) => void;
};

/** Element types grouped Container / Input / Display / Other (spec section 3). */
export function ElementTypeSelect({ value, onChange, ...props }: ElementTypeSelectProps) {
  return (
    <Select<ElementType>
      data={ELEMENT_TYPE_GROUPS}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      maxDropdownHeight={300}
      {...props}
    />
  );
}
