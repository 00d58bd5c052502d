import type { MantineColor } from '@mantine/core';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type GuestCardProps = {
  icon: Icon;
  /** The icon's colour; the primary colour unless the card reports an outcome. */
  iconColor?: MantineColor;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/** The single centred card of the password pages. */
export function GuestCard({
  icon: IconComponent,
  iconColor,
  title,
  description,
  children,
}: GuestCardProps) {
  return (
    <Card withBorder padding="xl" radius="md" mt={{ base: 0, sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs" align="flex-start">
          <ThemeIcon variant="light" color={iconColor} size="xl" radius="md" aria-hidden>
            <IconComponent size={22} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
