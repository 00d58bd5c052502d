import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

import { PageContainer } from '../../../components/layout/PageContainer';
import { PageHeader } from '../../../components/page/PageHeader';
import { formatEffectiveDate } from '../../../lib/legal/effective-date';
import type { LegalPageMessages } from '../../../lib/legal/legal-messages';
import { useLegalDocument } from '../../../lib/legal/use-legal-document';
import { LegalDocument } from './LegalDocument';
import { RelatedLinks, type RelatedLink } from './RelatedLinks';

type LegalPageProps = {
  type: 'terms-of-service' | 'privacy-policy';
  title: string;
  description: string;
  messages: LegalPageMessages;
  related: readonly RelatedLink[];
};

function DocumentSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading" role="status">
      <Skeleton height={12} width="30%" />
      <Skeleton height={12} />
      <Skeleton height={12} />
      <Skeleton height={12} width="80%" />
      <Skeleton height={20} width="40%" mt="md" />
      <Skeleton height={12} />
      <Skeleton height={12} width="70%" />
    </Stack>
  );
}

/** The terms and privacy pages: the published document, or the spec's fallback texts. */
export function LegalPage({ type, title, description, messages, related }: LegalPageProps) {
  const state = useLegalDocument(type, messages.loadFailed);

  return (
    <PageContainer width="reading">
      <PageHeader title={title} description={description} />
      <Card withBorder radius="md" padding="xl">
        {state.status === 'loading' ? <DocumentSkeleton /> : null}
        {state.status === 'missing' || state.status === 'failed' ? (
          <Text c="dimmed">
            {state.status === 'missing' ? messages.empty : messages.unavailable}
          </Text>
        ) : null}
        {state.status === 'ready' ? (
          <Stack gap="lg">
            {state.document.effectiveDate ? (
              <Group gap="xs" c="dimmed">
                <IconCalendarEvent size={16} aria-hidden />
                <Text size="sm">
                  Effective date: {formatEffectiveDate(state.document.effectiveDate)}
                </Text>
              </Group>
            ) : null}
            <LegalDocument content={state.document.content} />
          </Stack>
        ) : null}
      </Card>
      <RelatedLinks links={related} />
    </PageContainer>
  );
}
