import { Group, Stack, Table, Text } from '@mantine/core';

import { constraintsOf, typeLabel } from '../../../../lib/api-docs/schema-type';
import type { OpenApiDocument, OpenApiParameter } from '../../../../lib/api-docs/types';
import classes from './ApiDocs.module.css';

type ParametersTableProps = {
  document: OpenApiDocument;
  parameters: OpenApiParameter[];
};

type ParameterRowProps = {
  document: OpenApiDocument;
  parameter: OpenApiParameter;
  withDescription: boolean;
};

function ParameterRow({ document, parameter, withDescription }: ParameterRowProps) {
  const constraints = constraintsOf(document, parameter.schema);
  const required = parameter.required === true || parameter.in === 'path';
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text component="span" size="sm" fw={600} className={classes.mono}>
            {parameter.name}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text component="span" size="xs" c="dimmed">
              {parameter.in}
            </Text>
            {required ? (
              <Text component="span" size="xs" fw={600} className={classes.required}>
                required
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" className={classes.mono}>
            {typeLabel(document, parameter.schema)}
          </Text>
          {constraints.length > 0 ? (
            <Text size="xs" c="dimmed" className={classes.mono}>
              {constraints.join(' · ')}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      {withDescription ? (
        <Table.Td>
          <Text size="sm" c={parameter.description ? undefined : 'dimmed'}>
            {parameter.description ?? '—'}
          </Text>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/**
 * Path, query and header parameters: where each goes, its type and limits. The description
 * column only appears when some parameter has one, rather than as a column of dashes.
 */
export function ParametersTable({ document, parameters }: ParametersTableProps) {
  const withDescription = parameters.some((parameter) => parameter.description);
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table verticalSpacing="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Parameter</Table.Th>
            <Table.Th>Type</Table.Th>
            {withDescription ? <Table.Th>Description</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parameters.map((parameter) => (
            <ParameterRow
              key={`${parameter.in}:${parameter.name}`}
              document={document}
              parameter={parameter}
              withDescription={withDescription}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
