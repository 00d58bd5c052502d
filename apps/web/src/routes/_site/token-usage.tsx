import { Skeleton, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { PageHeader } from '../../components/page/PageHeader';
import { formatEffectiveDate } from '../../lib/legal/effective-date';
import { TOKEN_USAGE_LOAD_FAILED } from '../../lib/legal/legal-messages';
import { tokenUsageContentOf } from '../../lib/legal/token-usage-content';
import { useLegalDocument } from '../../lib/legal/use-legal-document';
import { CommonQuestionsBox } from './-components/CommonQuestionsBox';
import { TokenBenefits } from './-components/TokenBenefits';
import { TokenPackageSummary } from './-components/TokenPackageSummary';

export const Route = createFileRoute('/_site/token-usage')({
  component: TokenUsagePage,
});

function TextSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading" role="status">
      <Skeleton height={32} width="45%" mb="md" />
      <Skeleton height={12} />
      <Skeleton height={12} width="85%" />
      <Skeleton height={12} />
      <Skeleton height={12} width="60%" />
    </Stack>
  );
}

function TokenUsagePage() {
  const state = useLegalDocument('token-usage', TOKEN_USAGE_LOAD_FAILED);
  const { heading, paragraphs, lastUpdated } = tokenUsageContentOf(state);

  return (
    <PageContainer width="reading">
      {state.status === 'loading' ? (
        <TextSkeleton />
      ) : (
        <>
          <PageHeader
            title={heading}
            description={
              lastUpdated ? `Last Updated: ${formatEffectiveDate(lastUpdated)}` : undefined
            }
          />
          <Stack gap="md" mb="xl">
            {paragraphs.map((paragraph, index) => (
              <Text key={index} style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </>
      )}
      <Stack gap="xl">
        <TokenPackageSummary />
        <TokenBenefits />
        <CommonQuestionsBox />
      </Stack>
    </PageContainer>
  );
}
