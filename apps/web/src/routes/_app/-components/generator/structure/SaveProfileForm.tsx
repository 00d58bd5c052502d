import { Alert, Button, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SITE_PROFILE_MESSAGES, SITE_PROFILE_NAME_MAX, ZSiteProfileName } from '@veloforge/shared';
import { useMemo, useState } from 'react';
import { z } from 'zod';

import { errorMessage, errorStatus, fieldErrorsOf } from '../../../../../lib/api-error';
import type { GeneratorForm } from '../../../../../lib/generator-draft';
import { parseForm, zodResolver } from '../../../../../lib/form';
import { showToast } from '../../../../../lib/toast';
import { trpc } from '../../../../../lib/trpc';
import { hasStructure, structureCounts, structureOfEditors } from './form-structure';
import { plural } from './import-flow';
import { suggestProfileName } from './profile-names';

const ZProfileNameForm = z.object({ name: ZSiteProfileName });

type SaveProfileFormProps = {
  form: GeneratorForm;
  /** The user's profile names, so the suggested name is not one of them. */
  existingNames: readonly string[];
};

/**
 * Save as profile: the editors' structure under a name. A name the user already has is shown on
 * the input (409), like any other name problem; the editors must be valid, as for Generate.
 */
export function SaveProfileForm({ form: generatorForm, existingNames }: SaveProfileFormProps) {
  const utils = trpc.useUtils();
  const [suggested] = useState(() => suggestProfileName(existingNames, new Date()));
  const nameForm = useForm({
    initialValues: { name: suggested },
    validate: zodResolver(ZProfileNameForm),
  });
  const structure = useMemo(() => structureOfEditors(generatorForm), [generatorForm]);
  const empty = !hasStructure(generatorForm);

  const create = trpc.siteProfiles.create.useMutation({
    onSuccess(profile) {
      void utils.siteProfiles.list.invalidate();
      const counts = structureCounts(profile.structure);
      showToast({
        title: SITE_PROFILE_MESSAGES.saved,
        description: `“${profile.name}” keeps ${plural(counts.collections, 'collection')} and ${plural(counts.elements, 'element')}.`,
      });
      nameForm.setValues({
        name: suggestProfileName([...existingNames, profile.name], new Date()),
      });
    },
    onError(error) {
      if (errorStatus(error) === 409) {
        nameForm.setFieldError('name', errorMessage(error, SITE_PROFILE_MESSAGES.nameTaken));
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.name) {
        nameForm.setFieldError('name', fieldErrors.name);
        return;
      }
      showToast({
        variant: 'destructive',
        title: 'Failed to save site profile',
        description: errorMessage(error, 'The site profile could not be saved. Please try again.'),
      });
    },
  });

  function save(values: typeof nameForm.values) {
    if (!structure.ok) return;
    const { name } = parseForm(ZProfileNameForm, values);
    create.mutate({ name, structure: structure.structure });
  }

  return (
    <form noValidate onSubmit={nameForm.onSubmit(save)}>
      <Stack gap="sm">
        <Title order={3} fz="sm" fw={650}>
          Save the current structure
        </Title>
        <TextInput
          label="Profile name"
          description="Saves the collections, element IDs and hierarchy; not the prompt or code."
          maxLength={SITE_PROFILE_NAME_MAX}
          autoComplete="off"
          {...nameForm.getInputProps('name')}
        />
        {empty ? (
          <Text size="sm" c="dimmed">
            The editors are empty: import a structure or fill them in first.
          </Text>
        ) : null}
        {!empty && !structure.ok ? (
          <Alert variant="light" color="red" title="Fix these in the editors before saving">
            <List size="sm" spacing={4}>
              {structure.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={create.isPending}
          disabled={empty || !structure.ok}
          style={{ alignSelf: 'flex-start' }}
        >
          Save as profile
        </Button>
      </Stack>
    </form>
  );
}
