import { Card, EmptyState } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type AdminEmptyPanelProps = {
  icon: Icon;
  title: string;
  description: string;
};

/** An admin section with nothing to list yet. */
export function AdminEmptyPanel({ icon: IconComponent, title, description }: AdminEmptyPanelProps) {
  return (
    <Card withBorder radius="md" py="xl">
      <EmptyState
        icon={<IconComponent size={28} stroke={1.5} />}
        variant="light"
        title={title}
        description={description}
      />
    </Card>
  );
}
