import { Card, EmptyState, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { ADMIN_PAGE_SIZE } from '@veloforge/shared';
import type { ReactNode } from 'react';

import { ErrorCard } from '../../../../components/page/ErrorCard';
import { errorMessage } from '../../../../lib/api-error';
import { clampPage, pageCount, rangeLabel } from '../../../../lib/admin/pagination';
import { AdminTableSkeleton } from './AdminTableSkeleton';

/** What the card needs of a list query (TanStack Query's result has all of it). */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type AdminListCardProps = {
  /** Search and filters above the table; they stay while the list loads, fails or is empty. */
  toolbar?: ReactNode;
  query: ListQueryState;
  errorTitle: string;
  errorFallback: string;
  /** Shown when the list has no rows at all. */
  empty: { icon: Icon; title: string; description: string };
  total: number | undefined;
  page: number;
  /** The page size the list was asked for (the admin lists' default). */
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Below this width the table scrolls inside the card instead of widening the page. */
  minTableWidth: number;
  /** The table's head and body. */
  children: ReactNode;
};

/**
 * One admin list: toolbar, then a skeleton, an error card with Retry, an empty state or the
 * table, then the rows shown and the pager. The previous page stays visible while the next loads.
 */
export function AdminListCard(props: AdminListCardProps) {
  const { query, total = 0, page, pageSize = ADMIN_PAGE_SIZE, empty } = props;
  const EmptyIcon = empty.icon;
  let body: ReactNode;
  if (query.isPending) {
    body = <AdminTableSkeleton />;
  } else if (query.isError) {
    body = (
      <Card.Section inheritPadding py="md">
        <ErrorCard
          title={props.errorTitle}
          message={errorMessage(query.error, props.errorFallback)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </Card.Section>
    );
  } else if (total === 0) {
    body = (
      <Card.Section inheritPadding py="xl">
        <EmptyState
          icon={<EmptyIcon size={28} stroke={1.5} />}
          variant="light"
          title={empty.title}
          description={empty.description}
        />
      </Card.Section>
    );
  } else {
    body = (
      <Card.Section>
        <Table.ScrollContainer minWidth={props.minTableWidth} type="native">
          {props.children}
        </Table.ScrollContainer>
      </Card.Section>
    );
  }

  return (
    <Card withBorder radius="md" padding="md">
      {props.toolbar ? (
        <Card.Section withBorder inheritPadding py="sm">
          {props.toolbar}
        </Card.Section>
      ) : null}
      {body}
      {query.isPending || query.isError || total === 0 ? null : (
        <Card.Section withBorder inheritPadding py="sm">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {rangeLabel(page, pageSize, total)}
              </Text>
              {query.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
            </Group>
            <Pagination
              size="sm"
              total={pageCount(total, pageSize)}
              value={clampPage(page, total, pageSize)}
              onChange={props.onPageChange}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        </Card.Section>
      )}
    </Card>
  );
}
