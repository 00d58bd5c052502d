import type { UseFormReturnType } from '@mantine/form';

import type { InstructionFormValues } from './instruction-form';

export type InstructionForm = UseFormReturnType<InstructionFormValues>;
