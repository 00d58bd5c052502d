import { Alert, Button, Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import {
  LEGAL_CONTENT_MAX_CHARS,
  LEGAL_MESSAGES,
  LEGAL_TYPE_LABELS,
  type LegalType,
} from '@veloforge/shared';

import { errorMessage } from '../../../../lib/api-error';
import type { LegalDocumentState } from '../../../../lib/legal/legal-document-state';
import { draftErrors, initialDraft } from '../../../../lib/legal/legal-draft';
import { showToast } from '../../../../lib/toast';
import { trpc } from '../../../../lib/trpc';
import { LegalContentHelp } from './LegalContentHelp';
import { EFFECTIVE_DATE_HELP } from './legal-editor-copy';
import classes from './LegalEditorForm.module.css';

type LegalEditorFormProps = {
  type: LegalType;
  state: Extract<LegalDocumentState, { status: 'ready' | 'missing' }>;
};

/** Edits one legal document; FAQ JSON is checked here before it is sent (spec sections 4, 5). */
export function LegalEditorForm({ type, state }: LegalEditorFormProps) {
  const utils = trpc.useUtils();
  const label = LEGAL_TYPE_LABELS[type];
  const form = useForm({
    initialValues: initialDraft(type, state),
    validate: (values) => draftErrors(type, values),
  });
  const save = trpc.legal.update.useMutation({
    onSuccess: (result) => {
      utils.legal.get.setData({ type }, { success: true, content: result.content });
      showToast({ title: LEGAL_MESSAGES.updated, description: `${label} is now published.` });
    },
    onError: (error) => {
      showToast({
        variant: 'destructive',
        title: 'Error updating legal content',
        description: errorMessage(error, 'Failed to update legal content'),
      });
    },
  });

  const submit = form.onSubmit((values) => {
    save.mutate({
      type,
      content: values.content,
      effectiveDate: values.effectiveDate === '' ? null : values.effectiveDate,
    });
  });
  const length = form.values.content.length;

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {state.status === 'missing' ? (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              Nothing is published for {label} yet. The editor holds the built-in default text:
              review it, then save to publish it.
            </Alert>
          ) : null}
          <Textarea
            label={`${label} content`}
            description={<LegalContentHelp type={type} />}
            autosize
            minRows={14}
            maxRows={28}
            spellCheck={type !== 'faq'}
            classNames={type === 'faq' ? { input: classes.code } : undefined}
            {...form.getInputProps('content')}
          />
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
            <TextInput
              type="date"
              label="Effective date"
              description={EFFECTIVE_DATE_HELP[type]}
              w={{ base: '100%', xs: '18rem' }}
              {...form.getInputProps('effectiveDate')}
            />
            <Group gap="md" wrap="nowrap">
              <Text size="xs" c={length > LEGAL_CONTENT_MAX_CHARS ? 'red' : 'dimmed'}>
                {length.toLocaleString('en-US')} / {LEGAL_CONTENT_MAX_CHARS.toLocaleString('en-US')}{' '}
                characters
              </Text>
              <Button
                type="submit"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={16} />}
              >
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
