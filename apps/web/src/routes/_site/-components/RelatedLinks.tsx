import { Group, Text } from '@mantine/core';

import { AnchorLink } from '../../../components/links/AnchorLink';

export type RelatedLink = {
  to: '/token-usage' | '/terms-of-service' | '/privacy-policy' | '/faq';
  label: string;
};

/** "See also" links at the foot of an info page. */
export function RelatedLinks({ links }: { links: readonly RelatedLink[] }) {
  return (
    <Group gap="lg" mt="xl" wrap="wrap">
      <Text size="sm" c="dimmed">
        See also:
      </Text>
      {links.map((link) => (
        <AnchorLink key={link.to} to={link.to} size="sm">
          {link.label}
        </AnchorLink>
      ))}
    </Group>
  );
}
