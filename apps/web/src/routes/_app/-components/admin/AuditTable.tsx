import { Badge, Stack, Table, Text } from '@mantine/core';
import type { TAuditEntry } from '@veloforge/shared';

import { auditActionLabel, auditChanges, isAdminAction } from '../../../../lib/admin/audit-summary';
import { formatDateTime } from '../../../../lib/format';
import { ADMIN_TABLE_PROPS } from './admin-table';

function Changes({ details }: { details: TAuditEntry['details'] }) {
  const lines = auditChanges(details);
  if (lines.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  return (
    <Table {...ADMIN_TABLE_PROPS}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th>Target</Table.Th>
          <Table.Th>Changes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id} data-testid="admin-audit-row">
            <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(entry.createdAt)}
            </Table.Td>
            <Table.Td fw={600}>
              {entry.actor ?? (
                <Text span c="dimmed" fs="italic">
                  System
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                radius="sm"
                color={isAdminAction(entry.action) ? 'indigo' : 'gray'}
                title={entry.action}
              >
                {auditActionLabel(entry.action)}
              </Badge>
            </Table.Td>
            <Table.Td>{entry.target ?? '—'}</Table.Td>
            <Table.Td>
              <Changes details={entry.details} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
