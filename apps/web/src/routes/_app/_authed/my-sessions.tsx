import { SimpleGrid } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { ErrorCard } from '../../../components/page/ErrorCard';
import { PageContainer } from '../../../components/layout/PageContainer';
import { ButtonLink } from '../../../components/links/ButtonLink';
import { PageHeader } from '../../../components/page/PageHeader';
import { RetryButton } from '../../../components/page/RetryButton';
import { errorMessage } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { SessionCard } from './-components/sessions/SessionCard';
import { SESSION_GRID_COLS } from './-components/sessions/session-grid';
import { LoadMoreSessions } from './-components/sessions/LoadMoreSessions';
import { SessionGridSkeleton } from './-components/sessions/SessionGridSkeleton';
import { SessionsEmpty } from './-components/sessions/SessionsEmpty';

export const Route = createFileRoute('/_app/_authed/my-sessions')({
  component: MySessionsPage,
});

/** Past generations, newest first, 100 at a time (spec section 2, 'My Code Generations'). */
function MySessionsPage() {
  // Fetched on every visit: a generation made since the last one must show up here.
  const sessions = trpc.sessions.list.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor, refetchOnMount: 'always' },
  );
  const list = sessions.data?.pages.flatMap((page) => page.sessions);
  // Loading more spins its own button; Refresh spins while the loaded pages are fetched again.
  const isRefreshing = sessions.isFetching && !sessions.isFetchingNextPage;
  // Try Again repeats what failed: the next page, or the pages on screen.
  const retry = () =>
    void (sessions.isFetchNextPageError ? sessions.fetchNextPage() : sessions.refetch());

  return (
    <PageContainer width="list">
      <PageHeader
        title="My Code Generations"
        description="Every generation you run is saved here, with its prompt, site structure and code."
        actions={
          <>
            <ButtonLink to="/" variant="default" leftSection={<IconArrowLeft size={16} />}>
              Back to Generator
            </ButtonLink>
            <RetryButton
              label="Refresh"
              onRetry={() => void sessions.refetch()}
              isRetrying={isRefreshing}
            />
          </>
        }
      />
      {sessions.isPending ? <SessionGridSkeleton /> : null}
      {sessions.isError ? (
        <ErrorCard
          title="Error Loading Sessions"
          retryLabel="Try Again"
          message={errorMessage(sessions.error, 'Failed to fetch sessions')}
          onRetry={retry}
          isRetrying={sessions.isFetching}
        />
      ) : null}
      {list?.length === 0 ? <SessionsEmpty /> : null}
      {list && list.length > 0 ? (
        <SimpleGrid cols={SESSION_GRID_COLS} spacing="lg">
          {list.map((session) => (
            <SessionCard key={session.id} session={session} />
          ))}
        </SimpleGrid>
      ) : null}
      {list && list.length > 0 && sessions.hasNextPage ? (
        <LoadMoreSessions
          onLoadMore={() => void sessions.fetchNextPage()}
          isLoading={sessions.isFetchingNextPage}
        />
      ) : null}
    </PageContainer>
  );
}
