import { Group, Stack } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';

import { ButtonLink } from '../links/ButtonLink';
import { SITE_LINKS } from './site-links';

type SiteNavLinksProps = {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
};

/** Home, Token Usage, FAQ, Terms, Privacy; the current page is highlighted and aria-current. */
export function SiteNavLinks({ orientation, onNavigate }: SiteNavLinksProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const Wrapper = orientation === 'horizontal' ? Group : Stack;

  return (
    <Wrapper gap="xs" component="nav" aria-label="Site">
      {SITE_LINKS.map((link) => {
        const isActive = pathname === link.to;
        return (
          <ButtonLink
            key={link.to}
            to={link.to}
            variant={isActive ? 'light' : 'subtle'}
            color={isActive ? undefined : 'gray'}
            fw={isActive ? 600 : 500}
            justify={orientation === 'vertical' ? 'flex-start' : undefined}
            fullWidth={orientation === 'vertical'}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </ButtonLink>
        );
      })}
    </Wrapper>
  );
}
