import type { MantineColor } from '@mantine/core';
import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type PageStateProps = {
  icon: Icon;
  iconColor?: MantineColor;
  /** The page's h1: a page that cannot show its content still says what it is. */
  title: string;
  description: ReactNode;
  /** The ways on: a retry, a link back. */
  children: ReactNode;
};

/** A whole page taken by one state, such as not found or failed to load: icon, title, way out. */
export function PageState({
  icon: IconComponent,
  iconColor = 'gray',
  title,
  description,
  children,
}: PageStateProps) {
  return (
    <Center mih="55vh">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={iconColor} aria-hidden>
          <IconComponent size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        <Text c="dimmed" maw="28rem">
          {description}
        </Text>
        <Group gap="sm" justify="center" mt="sm">
          {children}
        </Group>
      </Stack>
    </Center>
  );
}
