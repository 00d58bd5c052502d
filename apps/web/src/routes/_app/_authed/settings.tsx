import { Grid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

import { PageContainer } from '../../../components/layout/PageContainer';
import { PageHeader } from '../../../components/page/PageHeader';
import { useCurrentUser } from '../../../lib/current-user';
import { AccountStatsCard } from './-components/AccountStatsCard';
import { ApiKeysCard } from './-components/api-keys/ApiKeysCard';
import { ProfileForm } from './-components/ProfileForm';

export const Route = createFileRoute('/_app/_authed/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  const { user } = useCurrentUser();
  // The _authed layout renders nothing signed-out, so a missing user here is only a brief moment.
  if (!user) return null;

  return (
    <PageContainer width="list">
      <PageHeader
        title="Account Settings"
        description="Your profile, account overview and API keys."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProfileForm user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AccountStatsCard user={user} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ApiKeysCard />
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
