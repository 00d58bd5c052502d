import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

import type { ReadDocument } from './import-flow';
import { previewOf } from './import-flow';

/** Problems in red, one per line, exactly as the reader or the import words them. */
export function ImportProblems({ title, problems }: { title: string; problems: string[] }) {
  return (
    <Alert
      variant="light"
      color="red"
      title={title}
      icon={<IconAlertTriangle size={20} />}
      data-testid="import-problems"
    >
      <List size="sm" spacing={4}>
        {problems.map((problem, index) => (
          <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
            {problem}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** What an accepted document holds, with the reader's warnings (a field type read as text). */
export function ImportPreview({ read }: { read: ReadDocument }) {
  return (
    <Alert
      variant="light"
      color="teal"
      title="Ready to import"
      icon={<IconCircleCheck size={20} />}
      data-testid="import-preview"
    >
      <Text size="sm">
        {previewOf(read)}
        {read.page ? ` — from the page “${read.page}”` : ''}
      </Text>
      {read.warnings.length > 0 ? (
        <List size="sm" spacing={4} mt="xs" c="yellow.8" icon={<IconAlertTriangle size={14} />}>
          {read.warnings.map((warning, index) => (
            <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
              {warning}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
