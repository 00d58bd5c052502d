import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { type CurrentUser, useCurrentUser } from '../../lib/current-user';
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

  return <LazyAccountMenu user={user} />;
}

/** The account menu, its code fetched on first use (the public pages' header shows it too). */
export function LazyAccountMenu({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<LoadingButton />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
