import type { Icon } from '@tabler/icons-react';
import { IconDatabase, IconLayoutGrid, IconMessage2 } from '@tabler/icons-react';

import type { InstructionStepValue } from './instruction-form';

export type InstructionStep = {
  value: InstructionStepValue;
  label: string;
  icon: Icon;
};

/** The builder's three tabs, in order (spec section 2). */
export const INSTRUCTION_STEPS: readonly InstructionStep[] = [
  { value: 'collections', label: 'Collections', icon: IconDatabase },
  { value: 'elements', label: 'Page Elements', icon: IconLayoutGrid },
  { value: 'request', label: 'Request', icon: IconMessage2 },
];
