import { IconReceipt } from '@tabler/icons-react';
import { ADMIN_PAGE_SIZE } from '@veloforge/shared';

import { trpc } from '../../../../lib/trpc';
import { AdminListCard } from './AdminListCard';
import { PurchasesTable } from './PurchasesTable';
import { ADMIN_LIST_QUERY, usePaging } from './use-paging';

/** The Token Purchases tab: every purchase, newest first. */
export function AdminPurchasesPanel() {
  const [page, setPage] = usePaging();
  const purchases = trpc.admin.purchases.list.useQuery(
    { page, pageSize: ADMIN_PAGE_SIZE },
    ADMIN_LIST_QUERY,
  );

  return (
    <AdminListCard
      query={purchases}
      errorTitle="Could not load purchases"
      errorFallback="Failed to fetch purchases"
      empty={{
        icon: IconReceipt,
        title: 'No purchases yet',
        description: 'Completed, pending and failed token purchases will be listed here.',
      }}
      total={purchases.data?.total}
      page={page}
      onPageChange={setPage}
      minTableWidth={760}
    >
      <PurchasesTable purchases={purchases.data?.purchases ?? []} />
    </AdminListCard>
  );
}
