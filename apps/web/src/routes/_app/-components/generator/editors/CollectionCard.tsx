import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';

import { IconAction } from '../../../../../components/actions/IconAction';
import type { CollectionDraft } from '../../../../../lib/generator-draft';
import type { FormAction } from '../state/form-reducer';
import { IDENTIFIER_HINT, isInvalidCollectionName, isInvalidFieldId } from '../state/identifiers';
import { FieldRow } from './FieldRow';
import { TYPE_PICKER_WIDTH } from './ElementTypeSelect';

const COLLECTION_NAME_HINT =
  'Start with a letter; then letters, digits, _ or - (App/Name allowed).';

type CollectionCardProps = {
  collection: CollectionDraft;
  number: number;
  dispatch: Dispatch<FormAction>;
  onRemove: () => void;
};

/** One collection: its name (the collection ID in Wix) and its fields' keys and types. */
export function CollectionCard({ collection, number, dispatch, onRemove }: CollectionCardProps) {
  const { key: collectionKey, fields } = collection;
  const nameInvalid = isInvalidCollectionName(collection.name);
  const someFieldInvalid = fields.some((field) => isInvalidFieldId(field.id));

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={`Collection ${number}`}>
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label="Collection name"
            placeholder="e.g. Products"
            value={collection.name}
            onChange={(event) =>
              dispatch({
                type: 'renameCollection',
                collectionKey,
                name: event.currentTarget.value,
              })
            }
            error={nameInvalid ? COLLECTION_NAME_HINT : undefined}
            style={{ flex: 1 }}
            autoComplete="off"
          />
          <Group mt={26}>
            <IconAction label={`Remove collection ${number}`} icon={IconTrash} onClick={onRemove} />
          </Group>
        </Group>
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap" aria-hidden>
            <Text size="xs" fw={600} c="dimmed" style={{ flex: 1 }}>
              Field ID
            </Text>
            <Text size="xs" fw={600} c="dimmed" w={TYPE_PICKER_WIDTH}>
              Type
            </Text>
            <span style={{ width: 'var(--mantine-spacing-xl)' }} />
          </Group>
          {fields.map((field, index) => (
            <FieldRow
              key={field.key}
              field={field}
              number={index + 1}
              isOnlyField={fields.length === 1}
              onChange={(changes) =>
                dispatch({ type: 'updateField', collectionKey, fieldKey: field.key, ...changes })
              }
              onRemove={() => dispatch({ type: 'removeField', collectionKey, fieldKey: field.key })}
            />
          ))}
          {someFieldInvalid ? (
            <Text size="xs" c="red">
              Field IDs: {IDENTIFIER_HINT}
            </Text>
          ) : null}
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => dispatch({ type: 'addField', collectionKey })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add Field
        </Button>
      </Stack>
    </Paper>
  );
}
