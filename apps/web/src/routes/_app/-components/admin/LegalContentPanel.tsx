import { Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { LEGAL_TYPE_LABELS, LEGAL_TYPES, type LegalType } from '@veloforge/shared';
import { useState } from 'react';

import { ErrorCard } from '../../../../components/page/ErrorCard';
import { errorMessage } from '../../../../lib/api-error';
import { legalDocumentState } from '../../../../lib/legal/legal-document-state';
import { trpc } from '../../../../lib/trpc';
import { LegalEditorForm } from './LegalEditorForm';

const TYPE_OPTIONS = LEGAL_TYPES.map((type) => ({ value: type, label: LEGAL_TYPE_LABELS[type] }));

function isLegalType(value: string | null): value is LegalType {
  return LEGAL_TYPES.some((type) => type === value);
}

/** The Legal Content tab: choose a type, edit and save it (spec sections 2 and 4). */
export function LegalContentPanel() {
  const [type, setType] = useState<LegalType>('terms-of-service');
  const query = trpc.legal.get.useQuery({ type });
  const state = legalDocumentState(query);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Text fw={600}>Legal content</Text>
          <Text size="sm" c="dimmed">
            The terms, privacy policy, token usage page and FAQ that visitors read.
          </Text>
        </div>
        <Select
          label="Content type"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(value) => {
            if (isLegalType(value)) setType(value);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: '16rem' }}
        />
      </Group>
      {state.status === 'loading' ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md" role="status" aria-label="Loading">
            <Skeleton height={16} width="40%" />
            <Skeleton height={320} />
            <Skeleton height={36} width="30%" />
          </Stack>
        </Card>
      ) : null}
      {state.status === 'failed' ? (
        <ErrorCard
          title="Could not load legal content"
          message={errorMessage(query.error, 'Failed to load legal content. Please try again.')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : null}
      {state.status === 'ready' || state.status === 'missing' ? (
        <LegalEditorForm key={`${type}:${state.status}`} type={type} state={state} />
      ) : null}
    </Stack>
  );
}
