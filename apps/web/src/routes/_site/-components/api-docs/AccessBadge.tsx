import { Badge } from '@mantine/core';
import { IconKey, IconShieldLock, IconUser, IconWorld } from '@tabler/icons-react';

import type { Access } from '../../../../lib/api-docs/access';

/** Who may call the operation; the text carries the meaning, the colour only helps scanning. */
export function AccessBadge({ access }: { access: Access }) {
  const { icon: Icon, color } =
    access.level === 'public'
      ? { icon: IconWorld, color: 'gray' }
      : access.level === 'admin'
        ? { icon: IconShieldLock, color: 'red' }
        : access.apiKey
          ? { icon: IconKey, color: 'indigo' }
          : { icon: IconUser, color: 'cyan' };
  return (
    <Badge
      variant="light"
      radius="sm"
      color={color}
      leftSection={<Icon size={12} aria-hidden />}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {access.label}
    </Badge>
  );
}
