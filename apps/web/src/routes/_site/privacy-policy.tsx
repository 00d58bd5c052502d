import { createFileRoute } from '@tanstack/react-router';

import { PRIVACY_MESSAGES } from '../../lib/legal/legal-messages';
import { LegalPage } from './-components/LegalPage';

export const Route = createFileRoute('/_site/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return (
    <LegalPage
      type="privacy-policy"
      title="Privacy Policy"
      description="What data VeloForge keeps about you and how it is used."
      messages={PRIVACY_MESSAGES}
      related={[
        { to: '/terms-of-service', label: 'Terms of Service' },
        { to: '/token-usage', label: 'Token Usage' },
        { to: '/faq', label: 'FAQ' },
      ]}
    />
  );
}
