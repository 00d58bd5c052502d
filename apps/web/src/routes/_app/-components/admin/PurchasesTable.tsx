import { Table } from '@mantine/core';
import type { TAdminPurchase } from '@veloforge/shared';

import { formatCents, formatDateTime } from '../../../../lib/format';
import { PurchaseStatusBadge } from './PurchaseStatusBadge';
import { ShortId } from './ShortId';
import { ADMIN_TABLE_PROPS } from './admin-table';

export function PurchasesTable({ purchases }: { purchases: TAdminPurchase[] }) {
  return (
    <Table {...ADMIN_TABLE_PROPS}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Username</Table.Th>
          <Table.Th>User ID</Table.Th>
          <Table.Th ta="right">Amount paid</Table.Th>
          <Table.Th ta="right">Tokens</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {purchases.map((purchase) => (
          <Table.Tr key={purchase.id} data-testid="admin-purchase-row">
            <Table.Td fw={600}>{purchase.username}</Table.Td>
            <Table.Td>
              <ShortId id={purchase.userId} of={purchase.username} />
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatCents(purchase.amountPaid)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {purchase.tokens.toLocaleString('en-US')}
            </Table.Td>
            <Table.Td>
              <PurchaseStatusBadge status={purchase.status} />
            </Table.Td>
            <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(purchase.createdAt)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
