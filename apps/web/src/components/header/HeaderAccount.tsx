import { Button, Group } from '@mantine/core';

import { useCurrentUser } from '../../lib/current-user';
import { ButtonLink } from '../links/ButtonLink';
import { AccountMenu } from './AccountMenu';

/** The header's session area: loading, signed-out buttons, or the account menu. */
export function HeaderAccount() {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) {
    return (
      <Button variant="default" disabled>
        Loading...
      </Button>
    );
  }

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

  return <AccountMenu user={user} />;
}
