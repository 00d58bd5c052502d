import { IconHistory } from '@tabler/icons-react';
import { ADMIN_PAGE_SIZE } from '@veloforge/shared';

import { trpc } from '../../../../lib/trpc';
import { AdminListCard } from './AdminListCard';
import { AuditTable } from './AuditTable';
import { ADMIN_LIST_QUERY, usePaging } from './use-paging';

/** The Audit Log tab: admin changes and account events, newest first. */
export function AdminAuditPanel() {
  const [page, setPage] = usePaging();
  const entries = trpc.admin.auditLog.list.useQuery(
    { page, pageSize: ADMIN_PAGE_SIZE },
    ADMIN_LIST_QUERY,
  );

  return (
    <AdminListCard
      query={entries}
      errorTitle="Could not load the audit log"
      errorFallback="Failed to fetch the audit log"
      empty={{
        icon: IconHistory,
        title: 'Nothing logged yet',
        description: 'Settings changes, token grants and account events will be listed here.',
      }}
      total={entries.data?.total}
      page={page}
      onPageChange={setPage}
      minTableWidth={860}
    >
      <AuditTable entries={entries.data?.entries ?? []} />
    </AdminListCard>
  );
}
