import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { TAdminUser } from '@veloforge/shared';

import { formatDate } from '../../../../lib/format';
import { ShortId } from './ShortId';
import { ADMIN_TABLE_PROPS } from './admin-table';

type UsersTableProps = {
  users: TAdminUser[];
  onGrant: (user: TAdminUser) => void;
};

export function UsersTable({ users, onGrant }: UsersTableProps) {
  return (
    <Table {...ADMIN_TABLE_PROPS}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>ID</Table.Th>
          <Table.Th>Username</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th ta="right">Tokens</Table.Th>
          <Table.Th>Joined</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id} data-testid="admin-user-row">
            <Table.Td>
              <ShortId id={user.id} of={user.username} />
            </Table.Td>
            <Table.Td fw={600}>{user.username}</Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>
              <Badge variant="light" radius="sm" color={user.role === 'admin' ? 'indigo' : 'gray'}>
                {user.role === 'admin' ? 'Admin' : 'User'}
              </Badge>
            </Table.Td>
            <Table.Td ta="right" ff="monospace" data-testid="admin-user-tokens">
              {user.tokens.toLocaleString('en-US')}
            </Table.Td>
            <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(user.createdAt)}
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCoins size={14} />}
                aria-label={`Add tokens to ${user.username}`}
                onClick={() => onGrant(user)}
              >
                Add tokens
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
