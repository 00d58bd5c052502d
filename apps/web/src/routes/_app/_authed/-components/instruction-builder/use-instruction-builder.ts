import { useForm } from '@mantine/form';
import type { TInstructionResponse } from '@veloforge/shared';
import { GENERATION_MESSAGES, ZInstructionRequest } from '@veloforge/shared';
import { useState } from 'react';

import { errorMessage, fieldErrorsOf } from '../../../../../lib/api-error';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';
import type { InstructionFormValues, InstructionStepValue } from './instruction-form';
import { buildInstructionRequest, emptyInstructionForm, stepOfIssuePath } from './instruction-form';

/** What an instruction costs until the server has said otherwise (spec section 1). */
const DEFAULT_COST = 1;

/**
 * The builder's state: the form across the three tabs, the active tab, the last result and the
 * generate call (spec sections 2 and 4).
 */
export function useInstructionBuilder() {
  const utils = trpc.useUtils();
  const form = useForm<InstructionFormValues>({
    initialValues: emptyInstructionForm(),
    validate: {
      prompt: (value) =>
        value.trim() === '' ? GENERATION_MESSAGES.instructionPromptRequired : null,
    },
  });
  const [step, setStep] = useState<InstructionStepValue>('collections');
  const [result, setResult] = useState<TInstructionResponse | null>(null);

  const mutation = trpc.generation.instruction.useMutation({
    onSuccess(data) {
      setResult(data);
      // Spec section 4: the balance is refreshed after an instruction is generated.
      void utils.tokens.balance.invalidate();
    },
    onError(error) {
      const { prompt, referenceCode } = fieldErrorsOf(error);
      if (prompt || referenceCode) {
        form.setErrors({ prompt, referenceCode });
        setStep('request');
      }
      showToast({
        variant: 'destructive',
        title: 'Error Generating Instruction',
        description: errorMessage(error, 'Failed to generate instruction'),
      });
    },
  });

  function generate() {
    if (form.validate().hasErrors) {
      setStep('request');
      return;
    }
    const request = buildInstructionRequest(form.values);
    // The server would refuse it for free; saying so here points at the right tab.
    const checked = ZInstructionRequest.safeParse(request);
    const issue = checked.error?.issues[0];
    if (issue) {
      setStep(stepOfIssuePath(issue.path));
      showToast({ variant: 'destructive', title: 'Validation Error', description: issue.message });
      return;
    }
    mutation.mutate(request);
  }

  function reset() {
    form.reset();
    setResult(null);
    mutation.reset();
    showToast({ title: 'Form Reset', description: 'The instruction builder has been cleared.' });
  }

  return {
    form,
    step,
    setStep,
    result,
    generate,
    reset,
    isPending: mutation.isPending,
    cost: result?.cost ?? DEFAULT_COST,
  };
}

export type InstructionBuilder = ReturnType<typeof useInstructionBuilder>;
