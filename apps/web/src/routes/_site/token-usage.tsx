import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { PageHeader } from '../../components/page/PageHeader';
import { CommonQuestionsBox } from './-components/CommonQuestionsBox';
import { TokenBenefits } from './-components/TokenBenefits';
import { TokenPackageSummary } from './-components/TokenPackageSummary';

export const Route = createFileRoute('/_site/token-usage')({
  component: TokenUsagePage,
});

function TokenUsagePage() {
  return (
    <PageContainer width="reading">
      <PageHeader
        title="How Tokens Work"
        description="VeloForge uses tokens to pay for code generation. Buy a package once and spend it whenever you need code."
      />
      <Stack gap="xl">
        <TokenPackageSummary />
        <TokenBenefits />
        <CommonQuestionsBox />
      </Stack>
    </PageContainer>
  );
}
