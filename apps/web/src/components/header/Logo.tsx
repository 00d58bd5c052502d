import { Group, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME } from '@veloforge/shared';
import { IconBolt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

type LogoProps = {
  /** Hide the word mark on the narrowest screens so the header's buttons keep their room. */
  compactOnMobile?: boolean;
};

/** The product mark and name, linking home. */
export function Logo({ compactOnMobile = false }: LogoProps) {
  return (
    <Link
      to="/"
      aria-label={`${PRODUCT_NAME} home`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon
          size="lg"
          radius="md"
          variant="gradient"
          gradient={{ from: 'indigo.6', to: 'violet.5', deg: 135 }}
          aria-hidden
        >
          <IconBolt size={20} stroke={2} />
        </ThemeIcon>
        <Text
          fw={700}
          fz="lg"
          lh={1}
          visibleFrom={compactOnMobile ? 'xs' : undefined}
          data-testid="product-name"
        >
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Link>
  );
}
