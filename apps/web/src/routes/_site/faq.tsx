import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../components/layout/PageContainer';
import { PageHeader } from '../../components/page/PageHeader';
import { DEFAULT_FAQS } from './-components/faq-defaults';
import { FaqList } from './-components/FaqList';
import { RelatedLinks } from './-components/RelatedLinks';

export const Route = createFileRoute('/_site/faq')({
  component: FaqPage,
});

function FaqPage() {
  return (
    <PageContainer width="reading">
      <PageHeader
        title="Frequently Asked Questions"
        description="Answers about tokens, pricing and how VeloForge generates your Wix Velo code."
      />
      <FaqList items={DEFAULT_FAQS} />
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
