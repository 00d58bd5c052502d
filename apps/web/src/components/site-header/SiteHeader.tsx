import { Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { ColorSchemeToggle } from '../header/ColorSchemeToggle';
import { Logo } from '../header/Logo';
import { SiteHeaderActions } from './SiteHeaderActions';
import { SiteMobileMenu } from './SiteMobileMenu';
import { SiteNavLinks } from './SiteNavLinks';

/** The header variant of the public info pages: site navigation and sign-in calls to action. */
export function SiteHeader() {
  const [isMenuOpen, menu] = useDisclosure(false);

  return (
    <Group h="100%" px={{ base: 'md', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xl" wrap="nowrap">
        <Logo />
        <Group visibleFrom="md">
          <SiteNavLinks orientation="horizontal" />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ColorSchemeToggle />
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
          <SiteHeaderActions />
        </Group>
        <Burger
          opened={isMenuOpen}
          onClick={menu.toggle}
          hiddenFrom="md"
          size="sm"
          aria-label={isMenuOpen ? 'Close navigation menu' : 'Open navigation menu'}
          aria-expanded={isMenuOpen}
        />
      </Group>
      <Drawer
        opened={isMenuOpen}
        onClose={menu.close}
        title="Menu"
        position="right"
        size="xs"
        hiddenFrom="md"
      >
        <SiteMobileMenu onNavigate={menu.close} />
      </Drawer>
    </Group>
  );
}
