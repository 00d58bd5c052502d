import { Stack, Text, Title } from '@mantine/core';

import type { ApiGroup } from '../../../../lib/api-docs/parse';
import type { OpenApiDocument } from '../../../../lib/api-docs/types';
import classes from './ApiDocs.module.css';
import { OperationCard } from './OperationCard';

type ApiGroupSectionProps = { document: OpenApiDocument; group: ApiGroup };

/** The operations of one tag under its heading. */
export function ApiGroupSection({ document, group }: ApiGroupSectionProps) {
  const titleId = `${group.anchor}-title`;
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <Stack
        gap={0}
        id={group.anchor}
        className={classes.anchor}
        tabIndex={-1}
        data-toc-depth={1}
        data-toc-label={group.tag}
      >
        <Title order={2} fz="h3" id={titleId}>
          {group.tag}
        </Title>
        {group.description ? <Text c="dimmed">{group.description}</Text> : null}
      </Stack>
      {group.operations.map((operation) => (
        <OperationCard key={operation.anchor} document={document} operation={operation} />
      ))}
    </Stack>
  );
}
