import { Card, Text } from '@mantine/core';

import { PageContainer } from '../../../components/layout/PageContainer';
import { PageHeader } from '../../../components/page/PageHeader';

type LegalPageProps = {
  title: string;
  description: string;
  /** Shown while no content has been published (spec section 8 fallback copy). */
  fallback: string;
};

/** A legal document page; published content replaces the fallback with the Legal issue. */
export function LegalPage({ title, description, fallback }: LegalPageProps) {
  return (
    <PageContainer width="reading">
      <PageHeader title={title} description={description} />
      <Card withBorder radius="md" padding="xl">
        <Text c="dimmed">{fallback}</Text>
      </Card>
    </PageContainer>
  );
}
