import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';

import type { SchemaField } from '../../../../lib/api-docs/schema-fields';
import { schemaFields } from '../../../../lib/api-docs/schema-fields';
import { typeLabel } from '../../../../lib/api-docs/schema-type';
import type { JsonSchema, OpenApiDocument } from '../../../../lib/api-docs/types';
import classes from './ApiDocs.module.css';

type SchemaViewProps = {
  document: OpenApiDocument;
  schema: JsonSchema | undefined;
  mediaType?: string;
  /**
   * A request marks what the caller must send ('required'); a response marks what may be
   * missing ('optional'), as nearly every field of an answer is always there.
   */
  direction?: 'request' | 'response';
};

const STREAM = 'text/event-stream';

type FieldRowProps = { field: SchemaField; direction: 'request' | 'response' };

function FieldRow({ field, direction }: FieldRowProps) {
  const style = { '--field-depth': field.depth } as CSSProperties;
  return (
    <li className={classes.field} data-nested={field.depth > 0 || undefined} style={style}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text component="span" size="sm" fw={600} className={classes.mono}>
          {field.name}
        </Text>
        <Text component="span" size="xs" c="dimmed" className={classes.mono}>
          {field.type}
        </Text>
        {direction === 'request' && field.required ? (
          <Text component="span" size="xs" fw={600} className={classes.required}>
            required
          </Text>
        ) : null}
        {direction === 'response' && !field.required ? (
          <Text component="span" size="xs" c="dimmed">
            optional
          </Text>
        ) : null}
      </Group>
      {field.description ? <Text size="sm">{field.description}</Text> : null}
      {field.constraints.length > 0 ? (
        <Text size="xs" c="dimmed" className={classes.mono}>
          {field.constraints.join(' · ')}
        </Text>
      ) : null}
    </li>
  );
}

/** A JSON body's shape: its type in one line, then its fields (nested ones indented). */
export function SchemaView({
  document,
  schema,
  mediaType = 'application/json',
  direction = 'request',
}: SchemaViewProps) {
  if (!schema) {
    return (
      <Text size="sm" c="dimmed">
        No body.
      </Text>
    );
  }
  const fields = schemaFields(document, schema);
  return (
    <Stack gap="xs">
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text size="sm" fw={600} className={classes.mono}>
          {typeLabel(document, schema)}
        </Text>
        <Text size="xs" c="dimmed">
          {mediaType === STREAM ? `${STREAM}: one event per data line` : mediaType}
        </Text>
      </Group>
      {fields.length > 0 ? (
        <ul className={classes.fields} aria-label="Fields">
          {fields.map((field) => (
            <FieldRow key={field.path} field={field} direction={direction} />
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
