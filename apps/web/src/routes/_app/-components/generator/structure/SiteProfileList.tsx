import { Divider, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import type { TSiteProfile, TSiteProfileSummary } from '@veloforge/shared';
import { Fragment } from 'react';

import { ErrorCard } from '../../../../../components/page/ErrorCard';
import { errorMessage } from '../../../../../lib/api-error';
import { SiteProfileRow } from './SiteProfileRow';

type ProfilesQuery = {
  data?: { profiles: TSiteProfileSummary[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type SiteProfileListProps = {
  profiles: ProfilesQuery;
  editorsHoldStructure: boolean;
  onLoad: (profile: TSiteProfile) => void;
};

/** The saved profiles, most recently updated first: skeleton, error with Retry, empty or rows. */
export function SiteProfileList({ profiles, editorsHoldStructure, onLoad }: SiteProfileListProps) {
  if (profiles.isPending) {
    return (
      <Stack gap="md" py="sm" aria-busy aria-label="Loading site profiles">
        {[0, 1, 2].map((row) => (
          <Stack key={row} gap={6}>
            <Skeleton height={14} width="55%" />
            <Skeleton height={10} width="80%" />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (profiles.isError) {
    return (
      <ErrorCard
        title="Error loading site profiles"
        message={errorMessage(profiles.error, 'Failed to load your site profiles')}
        onRetry={() => void profiles.refetch()}
        isRetrying={profiles.isFetching}
      />
    );
  }
  const list = profiles.data?.profiles ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<IconBookmarks size={28} stroke={1.5} />}
        variant="light"
        title="No saved profiles yet"
        description="Save the editors under a name to load them again in one click, for this site or the next."
        py="lg"
      />
    );
  }
  return (
    <Stack
      gap={0}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Saved site profiles"
    >
      {list.map((profile, index) => (
        <Fragment key={profile.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <li>
            <SiteProfileRow
              profile={profile}
              editorsHoldStructure={editorsHoldStructure}
              onLoad={onLoad}
            />
          </li>
        </Fragment>
      ))}
    </Stack>
  );
}
