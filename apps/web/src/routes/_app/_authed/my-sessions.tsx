import { Button, Card, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconFileCode, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/layout/PageContainer';
import { ButtonLink } from '../../../components/links/ButtonLink';
import { PageHeader } from '../../../components/page/PageHeader';

export const Route = createFileRoute('/_app/_authed/my-sessions')({
  component: MySessionsPage,
});

/** Past generations; the list fills in once the server stores sessions (Generator issue). */
function MySessionsPage() {
  return (
    <PageContainer width="list">
      <PageHeader
        title="My Code Generations"
        description="Every generation you run is saved here, with its prompt, collections and code."
        actions={
          <>
            <ButtonLink to="/" variant="default" leftSection={<IconArrowLeft size={16} />}>
              Back to Generator
            </ButtonLink>
            <Button variant="default" leftSection={<IconRefresh size={16} />} disabled>
              Refresh
            </Button>
          </>
        }
      />
      <Card withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconFileCode size={28} stroke={1.5} />}
          variant="light"
          title="No Sessions Found"
          description="You haven't generated any code yet. Your generations will appear here."
        >
          <EmptyState.Actions>
            <ButtonLink to="/" leftSection={<IconSparkles size={16} />}>
              Start Generating
            </ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    </PageContainer>
  );
}
