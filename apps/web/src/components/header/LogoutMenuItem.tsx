import { Loader, Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

import { errorMessage } from '../../lib/api-error';
import { useLogout } from '../../lib/session';

/** The menu's Logout: stays open while the call runs, showing 'Logging out...' with a spinner. */
export function LogoutMenuItem() {
  const logout = useLogout({
    failureDescription: (error) => errorMessage(error, 'Logout failed'),
  });
  const isPending = logout.isPending;

  return (
    <Menu.Item
      color="red"
      leftSection={
        isPending ? (
          <Loader size={14} color="red" aria-hidden />
        ) : (
          <IconLogout size={16} stroke={1.6} />
        )
      }
      disabled={isPending}
      closeMenuOnClick={false}
      onClick={() => logout.mutate()}
    >
      {isPending ? 'Logging out...' : 'Logout'}
    </Menu.Item>
  );
}
