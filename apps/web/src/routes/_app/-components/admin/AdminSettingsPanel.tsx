import { Skeleton } from '@mantine/core';

import { ErrorCard } from '../../../../components/page/ErrorCard';
import { errorMessage } from '../../../../lib/api-error';
import { trpc } from '../../../../lib/trpc';
import { SettingsForm } from './SettingsForm';

/** The Settings tab: loads the saved settings, then shows their form. */
export function AdminSettingsPanel() {
  const settings = trpc.admin.settings.get.useQuery(undefined, { refetchOnMount: 'always' });

  if (settings.isPending) {
    return <Skeleton height={420} radius="md" aria-label="Loading settings" />;
  }

  if (settings.isError) {
    return (
      <ErrorCard
        title="Could not load settings"
        message={errorMessage(settings.error, 'Failed to fetch settings')}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }

  return <SettingsForm settings={settings.data} />;
}
