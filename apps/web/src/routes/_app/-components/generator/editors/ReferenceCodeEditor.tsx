import { Select, SimpleGrid, Stack } from '@mantine/core';
import type { Dispatch } from 'react';

import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { CONFIGURATION_SECTIONS } from '../configuration-sections';
import { REFERENCE_TYPE_OPTIONS, REFERENCE_USAGE_OPTIONS } from '../state/element-types';
import type { FormAction } from '../state/form-reducer';
import { visibleReferenceBoxes } from '../state/generation-request';
import { EditorSection } from './EditorSection';
import { ReferenceCodeBox } from './ReferenceCodeBox';

type ReferenceCodeEditorProps = {
  form: Pick<
    GeneratorForm,
    | 'referenceCodeType'
    | 'referenceCodeUsage'
    | 'frontendReferenceCode'
    | 'backendReferenceCode'
    | 'htmlReferenceCode'
  >;
  dispatch: Dispatch<FormAction>;
};

type ReferenceType = GeneratorForm['referenceCodeType'];
type ReferenceUsage = GeneratorForm['referenceCodeUsage'];

/** Optional code to build on; the type decides which boxes show (spec section 2). */
export function ReferenceCodeEditor({ form, dispatch }: ReferenceCodeEditorProps) {
  const boxes = visibleReferenceBoxes(form.referenceCodeType);
  const setCode = (
    key: 'frontendReferenceCode' | 'backendReferenceCode' | 'htmlReferenceCode',
    value: string,
  ) => dispatch({ type: 'set', key, value });

  return (
    <EditorSection {...CONFIGURATION_SECTIONS.reference}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select<ReferenceType>
            label="Reference code type"
            data={REFERENCE_TYPE_OPTIONS}
            value={form.referenceCodeType}
            onChange={(value) =>
              value && dispatch({ type: 'set', key: 'referenceCodeType', value })
            }
            allowDeselect={false}
          />
          <Select<ReferenceUsage>
            label="How to use it"
            data={REFERENCE_USAGE_OPTIONS}
            value={form.referenceCodeUsage}
            onChange={(value) =>
              value && dispatch({ type: 'set', key: 'referenceCodeUsage', value })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
        {boxes.frontend ? (
          <ReferenceCodeBox
            label="Frontend reference code"
            placeholder="Page code ($w) to build on"
            value={form.frontendReferenceCode}
            onChange={(value) => setCode('frontendReferenceCode', value)}
          />
        ) : null}
        {boxes.backend ? (
          <ReferenceCodeBox
            label="Backend reference code"
            placeholder="A backend web module (.web.js or .jsw)"
            value={form.backendReferenceCode}
            onChange={(value) => setCode('backendReferenceCode', value)}
          />
        ) : null}
        {boxes.html ? (
          <ReferenceCodeBox
            label="HTML reference code"
            placeholder="HTML embed or layout markup"
            value={form.htmlReferenceCode}
            onChange={(value) => setCode('htmlReferenceCode', value)}
          />
        ) : null}
      </Stack>
    </EditorSection>
  );
}
