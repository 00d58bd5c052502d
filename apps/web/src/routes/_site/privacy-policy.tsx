import { createFileRoute } from '@tanstack/react-router';

import { LegalPage } from './-components/LegalPage';

export const Route = createFileRoute('/_site/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What data VeloForge keeps about you and how it is used."
      fallback="Privacy Policy content is currently being prepared. Please check back later."
    />
  );
}
