import type { MantineColor } from '@mantine/core';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';

import type { ApiResponse } from '../../../../lib/api-docs/parse';
import type { OpenApiDocument } from '../../../../lib/api-docs/types';
import classes from './ApiDocs.module.css';
import { SchemaView } from './SchemaView';

function statusColor(status: string): MantineColor {
  if (status.startsWith('2')) return 'green';
  if (status.startsWith('4')) return 'orange';
  if (status.startsWith('5')) return 'red';
  return 'gray';
}

type ResponsesListProps = {
  document: OpenApiDocument;
  responses: ApiResponse[];
};

/** One collapsible row per status; the first success is open, as it is what callers read. */
export function ResponsesList({ document, responses }: ResponsesListProps) {
  const success = responses.find((response) => response.status.startsWith('2'));
  return (
    <Accordion
      multiple
      variant="contained"
      chevronPosition="right"
      defaultValue={success ? [success.status] : []}
    >
      {responses.map((response) => (
        <Accordion.Item key={response.status} value={response.status}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap">
              <Badge
                variant="light"
                radius="sm"
                color={statusColor(response.status)}
                ff="monospace"
                style={{ flexShrink: 0 }}
              >
                {response.status}
              </Badge>
              <Text size="sm">{response.description || 'No description'}</Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {response.headers.map((header) => (
                <Text key={header.name} size="sm">
                  <Text component="span" size="sm" fw={600} className={classes.mono}>
                    {header.name}
                  </Text>{' '}
                  header: {header.description}
                </Text>
              ))}
              <SchemaView
                document={document}
                schema={response.schema}
                mediaType={response.mediaType}
                direction="response"
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
