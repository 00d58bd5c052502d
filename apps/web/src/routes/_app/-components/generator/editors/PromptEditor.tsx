import { Checkbox, Select, Stack, Textarea } from '@mantine/core';
import { GENERATION_LIMITS } from '@veloforge/shared';
import type { Dispatch } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { CONFIGURATION_SECTIONS } from '../configuration-sections';
import { OUTPUT_TYPE_OPTIONS } from '../state/element-types';
import type { FormAction } from '../state/form-reducer';
import { EditorSection } from './EditorSection';

type PromptEditorProps = {
  form: Pick<GeneratorForm, 'prompt' | 'outputType' | 'includeInstructions'>;
  dispatch: Dispatch<FormAction>;
};

type OutputType = GeneratorForm['outputType'];

/** The prompt (6 rows), the output type and the instructions checkbox (spec section 2). */
export function PromptEditor({ form, dispatch }: PromptEditorProps) {
  const length = form.prompt.length;
  const nearLimit = length > GENERATION_LIMITS.promptChars * 0.9;

  return (
    <EditorSection {...CONFIGURATION_SECTIONS.prompt}>
      <Stack gap="sm">
        <Textarea
          label="Describe What You Need"
          placeholder="e.g. Show the products in the repeater with a search box that filters by title, and a Load More button."
          value={form.prompt}
          onChange={(event) =>
            dispatch({ type: 'set', key: 'prompt', value: event.currentTarget.value })
          }
          rows={6}
          resize="vertical"
          description={
            nearLimit
              ? `${length.toLocaleString('en-US')} / ${GENERATION_LIMITS.promptChars.toLocaleString('en-US')} characters`
              : undefined
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Select<OutputType>
          label="Output Type"
          data={OUTPUT_TYPE_OPTIONS}
          value={form.outputType}
          onChange={(value) => value && dispatch({ type: 'set', key: 'outputType', value })}
          allowDeselect={false}
        />
        <Checkbox
          label="Include implementation instructions with generated code"
          checked={form.includeInstructions}
          onChange={(event) =>
            dispatch({
              type: 'set',
              key: 'includeInstructions',
              value: event.currentTarget.checked,
            })
          }
        />
      </Stack>
    </EditorSection>
  );
}
