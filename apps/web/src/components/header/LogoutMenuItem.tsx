import { Box, Loader, Menu, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

type LogoutMenuItemProps = {
  /** Absent until the server offers logout: the item then renders disabled with an explanation. */
  onLogout?: () => void;
  isPending?: boolean;
};

export function LogoutMenuItem({ onLogout, isPending = false }: LogoutMenuItemProps) {
  const icon = isPending ? <Loader size={14} /> : <IconLogout size={16} stroke={1.6} />;

  if (!onLogout) {
    // A disabled item receives no pointer events, so the tooltip listens on a wrapper.
    return (
      <Tooltip label="Signing out is not available yet" position="left">
        <Box>
          <Menu.Item color="red" leftSection={icon} disabled>
            Logout
          </Menu.Item>
        </Box>
      </Tooltip>
    );
  }

  return (
    <Menu.Item
      color="red"
      leftSection={icon}
      disabled={isPending}
      closeMenuOnClick={false}
      onClick={onLogout}
    >
      {isPending ? 'Logging out...' : 'Logout'}
    </Menu.Item>
  );
}
