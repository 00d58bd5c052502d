import { Skeleton } from '@mantine/core';

import { ErrorCard } from '../../../../components/page/ErrorCard';
import { trpc } from '../../../../lib/trpc';
import { TokenPackageForm } from './TokenPackageForm';

/** The Settings tab: loads the token package, then shows its form. */
export function AdminSettingsPanel() {
  const settings = trpc.tokens.settings.useQuery();

  if (settings.isPending) return <Skeleton height={220} radius="md" maw="40rem" />;

  if (settings.isError) {
    return (
      <ErrorCard
        title="Could not load settings"
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }

  return (
    <TokenPackageForm
      priceCents={settings.data.tokenPackagePrice}
      amount={settings.data.tokenPackageAmount}
    />
  );
}
