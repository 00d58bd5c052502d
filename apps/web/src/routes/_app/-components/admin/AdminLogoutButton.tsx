import { Button, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

/** The dashboard's Logout button; wired when the server offers logout (Accounts issue). */
export function AdminLogoutButton() {
  return (
    <Tooltip label="Signing out is not available yet">
      <span>
        <Button variant="default" color="red" leftSection={<IconLogout size={16} />} disabled>
          Logout
        </Button>
      </span>
    </Tooltip>
  );
}
