import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconInfinity, IconPackages, IconReceipt2 } from '@tabler/icons-react';

const BENEFITS = [
  {
    title: 'Simple Pricing',
    description: 'One token per generation in most cases. No subscriptions and no hidden fees.',
    icon: IconReceipt2,
  },
  {
    title: 'On-Demand Generation',
    description: 'Spend tokens only when you generate code. Nothing is charged while you plan.',
    icon: IconBolt,
  },
  {
    title: 'Flexible Packages',
    description: 'Buy another package whenever your balance runs low; balances add up.',
    icon: IconPackages,
  },
  {
    title: 'No Expiration',
    description: 'Tokens never expire, so unused tokens stay in your account for later projects.',
    icon: IconInfinity,
  },
];

/** The four benefit blocks of the token usage page (spec section 2). */
export function TokenBenefits() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {BENEFITS.map((benefit) => (
        <Card key={benefit.title} withBorder radius="md" padding="lg">
          <ThemeIcon variant="light" size="lg" radius="md" mb="sm" aria-hidden>
            <benefit.icon size={18} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600} mb="xs">
            {benefit.title}
          </Text>
          <Text size="sm" c="dimmed">
            {benefit.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
