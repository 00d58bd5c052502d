import { Divider, Stack } from '@mantine/core';

import { SiteHeaderActions } from './SiteHeaderActions';
import { SiteNavLinks } from './SiteNavLinks';

type SiteMobileMenuProps = {
  onNavigate: () => void;
};

/** The drawer's content on narrow screens: the same links and actions, stacked. */
export function SiteMobileMenu({ onNavigate }: SiteMobileMenuProps) {
  return (
    <Stack gap="md">
      <SiteNavLinks orientation="vertical" onNavigate={onNavigate} />
      <Divider />
      <Stack gap="xs">
        <SiteHeaderActions fullWidth onNavigate={onNavigate} />
      </Stack>
    </Stack>
  );
}
