import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { CodeViewer } from '../../../../components/code/CodeViewer';
import type { ApiOperation } from '../../../../lib/api-docs/parse';
import type { OpenApiDocument } from '../../../../lib/api-docs/types';
import { AccessBadge } from './AccessBadge';
import classes from './ApiDocs.module.css';
import { DocSection } from './DocSection';
import { MethodBadge } from './MethodBadge';
import { ParametersTable } from './ParametersTable';
import { ResponsesList } from './ResponsesList';
import { SchemaView } from './SchemaView';

type OperationCardProps = { document: OpenApiDocument; operation: ApiOperation };

/** One route: what it does, who may call it, what it takes and returns, and a curl to try. */
export function OperationCard({ document, operation }: OperationCardProps) {
  const { anchor, method, path, requestBody } = operation;
  const titleId = `${anchor}-title`;
  return (
    <Paper
      component="article"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      id={anchor}
      className={classes.anchor}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-toc-depth={2}
      data-toc-label={operation.summary}
      data-testid={`operation-${method}-${path}`}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Title order={3} fz="h4" id={titleId} miw={0}>
              {operation.summary}
            </Title>
            <Group gap="xs">
              {operation.deprecated ? (
                <Badge variant="light" color="orange" radius="sm">
                  Deprecated
                </Badge>
              ) : null}
              <AccessBadge access={operation.access} />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap" align="center">
            <MethodBadge method={method} />
            <Text size="sm" fw={600} className={classes.mono}>
              {path}
            </Text>
          </Group>
          {operation.description ? (
            <Text size="sm" c="dimmed">
              {operation.description}
            </Text>
          ) : null}
        </Stack>

        {operation.parameters.length > 0 ? (
          <DocSection title="Parameters">
            <ParametersTable document={document} parameters={operation.parameters} />
          </DocSection>
        ) : null}

        {requestBody ? (
          <DocSection title={requestBody.required ? 'Request body' : 'Request body (optional)'}>
            {requestBody.description ? <Text size="sm">{requestBody.description}</Text> : null}
            <SchemaView document={document} schema={requestBody.schema} />
          </DocSection>
        ) : null}

        {operation.responses.length > 0 ? (
          <DocSection title="Responses">
            <ResponsesList document={document} responses={operation.responses} />
          </DocSection>
        ) : null}

        <DocSection title="Example">
          <CodeViewer
            code={operation.curl}
            language="text"
            title="curl"
            label={`curl example for ${method.toUpperCase()} ${path}`}
            copyMessage="curl command copied to clipboard"
          />
        </DocSection>
      </Stack>
    </Paper>
  );
}
