import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

import { useLogout } from '../../../../lib/session';

/** The dashboard's Logout (spec section 2: its failure toast is a fixed sentence). */
export function AdminLogoutButton() {
  const logout = useLogout({
    failureDescription: () => 'Failed to log out. Please try again.',
  });

  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Logout
    </Button>
  );
}
