import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { useCurrentUser } from '../../lib/current-user';
import { ButtonLink } from '../links/ButtonLink';

// Only signed-in visitors see the menu (Mantine's Menu and Avatar): it loads once one is known.
const AccountMenu = lazy(() =>
  import('./AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

function LoadingButton() {
  return (
    <Button variant="default" disabled>
      Loading...
    </Button>
  );
}

/** The header's session area: loading, signed-out buttons, or the account menu. */
export function HeaderAccount() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <LoadingButton />;

  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <ButtonLink to="/auth" variant="default" px={{ base: 'sm', sm: 'md' }}>
          Login
        </ButtonLink>
        <ButtonLink to="/auth" search={{ tab: 'register' }} px={{ base: 'sm', sm: 'md' }}>
          Register
        </ButtonLink>
      </Group>
    );
  }

  return (
    <Suspense fallback={<LoadingButton />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
