import { Container, Divider, Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@veloforge/shared';

import { AnchorLink } from '../links/AnchorLink';
import { CONTENT_WIDTH } from './content-width';

const FOOTER_LINKS = [
  { to: '/terms-of-service', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy' },
  { to: '/token-usage', label: 'Token Usage' },
  { to: '/faq', label: 'FAQ' },
  { to: '/api-docs', label: 'API' },
] as const;

/** The footer of every page (spec section 2). */
export function AppFooter() {
  const year = new Date().getFullYear();

  return (
    <footer>
      <Divider />
      <Container size={CONTENT_WIDTH.generator} px={{ base: 'md', sm: 'lg' }} py="lg" w="100%">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="footer-copyright">
            © {year} {PRODUCT_NAME}
          </Text>
          <Group component="nav" aria-label="Footer" gap="lg" wrap="wrap">
            {FOOTER_LINKS.map((link) => (
              <AnchorLink key={link.to} to={link.to} size="sm" c="dimmed">
                {link.label}
              </AnchorLink>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
