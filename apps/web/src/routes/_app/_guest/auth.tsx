import { Grid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/layout/PageContainer';
import { optionalString, searchParser } from '../../../lib/search-params';
import { AuthBenefits } from './-components/AuthBenefits';
import { AuthCard } from './-components/AuthCard';

/** tab=register opens Register; any other value (or none) opens Login (spec section 2). */
const parseAuthSearch = searchParser({ tab: optionalString() });

export const Route = createFileRoute('/_app/_guest/auth')({
  validateSearch: parseAuthSearch,
  component: AuthPage,
});

function AuthPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const activeTab = tab === 'register' ? 'register' : 'login';

  return (
    <PageContainer width="reading">
      {/* Top-aligned, each column as tall as its content: stretched to the taller Register
          form, the benefits panel showed a blank band above and below its text. */}
      <Grid gap="xl" align="flex-start" mt={{ base: 0, sm: 'lg' }}>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <AuthCard
            activeTab={activeTab}
            onTabChange={(next) =>
              void navigate({
                search: next === 'register' ? { tab: 'register' } : {},
                replace: true,
              })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }} visibleFrom="sm">
          <AuthBenefits />
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
