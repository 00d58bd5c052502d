import { createFileRoute } from '@tanstack/react-router';

import { TERMS_MESSAGES } from '../../lib/legal/legal-messages';
import { LegalPage } from './-components/LegalPage';

export const Route = createFileRoute('/_site/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return (
    <LegalPage
      type="terms-of-service"
      title="Terms of Service"
      description="The rules for using VeloForge and buying tokens."
      messages={TERMS_MESSAGES}
      related={[
        { to: '/privacy-policy', label: 'Privacy Policy' },
        { to: '/token-usage', label: 'Token Usage' },
        { to: '/faq', label: 'FAQ' },
      ]}
    />
  );
}
