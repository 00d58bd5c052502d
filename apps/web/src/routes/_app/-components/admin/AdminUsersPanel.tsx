import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX, type TAdminUser } from '@veloforge/shared';
import { useState } from 'react';

import { trpc } from '../../../../lib/trpc';
import { AdminListCard } from './AdminListCard';
import { GrantTokensModal } from './GrantTokensModal';
import { UsersTable } from './UsersTable';
import { ADMIN_LIST_QUERY, usePaging } from './use-paging';

const SEARCH_DEBOUNCE_MS = 300;

/** The Users tab: search, page through users and grant tokens (spec section 2). */
export function AdminUsersPanel() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePaging(debouncedSearch);
  const users = trpc.admin.users.list.useQuery(
    { search: debouncedSearch || undefined, page, pageSize: ADMIN_PAGE_SIZE },
    ADMIN_LIST_QUERY,
  );
  const [grant, setGrant] = useState<{ user: TAdminUser | null; opened: boolean; opening: number }>(
    { user: null, opened: false, opening: 0 },
  );

  return (
    <>
      <AdminListCard
        toolbar={
          <TextInput
            aria-label="Search users"
            placeholder="Search by username or email"
            leftSection={<IconSearch size={16} />}
            maxLength={ADMIN_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSection={
              search ? (
                <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
              ) : null
            }
            maw="24rem"
          />
        }
        query={users}
        errorTitle="Could not load users"
        errorFallback="Failed to fetch users"
        empty={
          debouncedSearch
            ? {
                icon: IconSearch,
                title: 'No matching users',
                description: `No username or email contains “${debouncedSearch}”.`,
              }
            : {
                icon: IconUsers,
                title: 'No users yet',
                description:
                  'Registered users, their roles and token balances will be listed here.',
              }
        }
        total={users.data?.total}
        page={page}
        onPageChange={setPage}
        minTableWidth={760}
      >
        <UsersTable
          users={users.data?.users ?? []}
          onGrant={(user) =>
            setGrant((current) => ({ user, opened: true, opening: current.opening + 1 }))
          }
        />
      </AdminListCard>
      <GrantTokensModal
        user={grant.user}
        opened={grant.opened}
        opening={grant.opening}
        onClose={() => setGrant((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
