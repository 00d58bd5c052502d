import type { MenuItemProps } from '@mantine/core';
import { Menu } from '@mantine/core';
import type { LinkComponent } from '@tanstack/react-router';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type MenuItemAnchorProps = MenuItemProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    ref?: Ref<HTMLAnchorElement>;
  };

function MenuItemAnchor(props: MenuItemAnchorProps) {
  return <Menu.Item component="a" {...props} />;
}

const CreatedMenuItemLink = createLink(MenuItemAnchor);

/** A Menu.Item that is a real link (middle-click and keyboard work as on any anchor). */
export const MenuItemLink: LinkComponent<typeof MenuItemAnchor> = (props) => (
  <CreatedMenuItemLink preload="intent" {...props} />
);
