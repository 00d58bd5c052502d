import { Avatar, Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconHistory, IconSettings, IconShieldLock } from '@tabler/icons-react';

import type { CurrentUser } from '../../lib/current-user';
import { MenuItemLink } from '../links/MenuItemLink';
import { LogoutMenuItem } from './LogoutMenuItem';

type AccountMenuProps = {
  user: CurrentUser;
};

/** The signed-in user's dropdown (spec section 2, shared header). */
export function AccountMenu({ user }: AccountMenuProps) {
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button variant="default" px="xs" aria-label="Open account menu">
          {/* Flex gap skips the hidden name, so the phone layout is just avatar and chevron. */}
          <Group gap="xs" wrap="nowrap">
            <Avatar size="sm" color="indigo" name={user.username} alt="" />
            <Text span size="sm" fw={500} truncate="end" maw="8rem" visibleFrom="sm">
              {user.username}
            </Text>
            <IconChevronDown size={14} stroke={1.8} />
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>My Account</Menu.Label>
        <Text size="sm" fw={600} px="sm" pb="xs" truncate="end" title={user.username}>
          {user.username}
        </Text>
        <Menu.Divider />
        <MenuItemLink to="/my-sessions" leftSection={<IconHistory size={16} stroke={1.6} />}>
          My Generations
        </MenuItemLink>
        <MenuItemLink to="/settings" leftSection={<IconSettings size={16} stroke={1.6} />}>
          Settings
        </MenuItemLink>
        {user.role === 'admin' ? (
          <MenuItemLink to="/admin" leftSection={<IconShieldLock size={16} stroke={1.6} />}>
            Admin Dashboard
          </MenuItemLink>
        ) : null}
        <Menu.Divider />
        <LogoutMenuItem />
      </Menu.Dropdown>
    </Menu>
  );
}
