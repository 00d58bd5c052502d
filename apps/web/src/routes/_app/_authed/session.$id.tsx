import { Card, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconFileSearch } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/layout/PageContainer';
import { ButtonLink } from '../../../components/links/ButtonLink';
import { PageHeader } from '../../../components/page/PageHeader';

export const Route = createFileRoute('/_app/_authed/session/$id')({
  component: SessionPage,
});

/** One past generation; its code tabs arrive with the Generator issue. */
function SessionPage() {
  const { id } = Route.useParams();

  return (
    <PageContainer width="list">
      <PageHeader
        title="Generation Details"
        description="The prompt, site structure and code of one past generation."
        actions={
          <ButtonLink to="/my-sessions" variant="default" leftSection={<IconArrowLeft size={16} />}>
            My Generations
          </ButtonLink>
        }
      />
      <Card withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconFileSearch size={28} stroke={1.5} />}
          variant="light"
          title="Generation not found"
          description={`There is no saved generation with the ID “${id}” in your history.`}
        >
          <EmptyState.Actions>
            <ButtonLink to="/my-sessions">Back to My Generations</ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    </PageContainer>
  );
}
