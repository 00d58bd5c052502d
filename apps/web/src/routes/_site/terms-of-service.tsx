import { createFileRoute } from '@tanstack/react-router';

import { LegalPage } from './-components/LegalPage';

export const Route = createFileRoute('/_site/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The rules for using VeloForge and buying tokens."
      fallback="Terms of Service content is currently being prepared. Please check back later."
    />
  );
}
