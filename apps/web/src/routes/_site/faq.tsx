import { Skeleton, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { PageHeader } from '../../components/page/PageHeader';
import { faqItemsOf } from '../../lib/legal/faq-content';
import { FAQ_LOAD_FAILED } from '../../lib/legal/legal-messages';
import { useLegalDocument } from '../../lib/legal/use-legal-document';
import { FaqList } from './-components/FaqList';
import { RelatedLinks } from './-components/RelatedLinks';

export const Route = createFileRoute('/_site/faq')({
  component: FaqPage,
});

function FaqSkeleton() {
  return (
    <Stack gap="md" aria-label="Loading" role="status">
      <Skeleton height={36} radius="md" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={52} radius="md" />
      ))}
    </Stack>
  );
}

function FaqPage() {
  const state = useLegalDocument('faq', FAQ_LOAD_FAILED);

  return (
    <PageContainer width="reading">
      <PageHeader
        title="Frequently Asked Questions"
        description="Answers about tokens, pricing and how VeloForge generates your Wix Velo code."
      />
      {state.status === 'loading' ? <FaqSkeleton /> : <FaqList items={faqItemsOf(state)} />}
      <RelatedLinks
        links={[
          { to: '/token-usage', label: 'Token Usage' },
          { to: '/terms-of-service', label: 'Terms of Service' },
          { to: '/privacy-policy', label: 'Privacy Policy' },
        ]}
      />
    </PageContainer>
  );
}
