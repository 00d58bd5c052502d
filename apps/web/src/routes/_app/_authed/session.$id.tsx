import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/layout/PageContainer';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { SessionDetails } from './-components/session/SessionDetails';
import { SessionLoadError } from './-components/session/SessionLoadError';
import { SessionSkeleton } from './-components/session/SessionSkeleton';

export const Route = createFileRoute('/_app/_authed/session/$id')({
  component: SessionPage,
});

/** One past generation: prompt, structure, code tabs and versions (spec section 2). */
function SessionPage() {
  const { id } = Route.useParams();
  // A troubleshoot pass may have added a version since this page was last open.
  const session = trpc.sessions.get.useQuery({ id }, { refetchOnMount: 'always' });

  return (
    <PageContainer width="list">
      {session.isPending ? <SessionSkeleton /> : null}
      {session.isError && !session.data ? (
        <SessionLoadError
          message={errorMessage(session.error, 'Failed to fetch session details')}
          // Another user's or a deleted generation will not appear by trying again.
          onRetry={errorStatus(session.error) === 404 ? undefined : () => void session.refetch()}
          isRetrying={session.isFetching}
        />
      ) : null}
      {session.data ? <SessionDetails session={session.data} /> : null}
    </PageContainer>
  );
}
