import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type IconActionProps = {
  label: string;
  icon: Icon;
  disabled?: boolean;
  onClick?: () => void;
};

/** A quiet toolbar icon button; the label is both its tooltip and its accessible name. */
export function IconAction({ label, icon: IconComponent, disabled, onClick }: IconActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        disabled={disabled}
        // Mantine fills disabled icons grey; a quiet toolbar reads better as plain faded icons.
        bg={disabled ? 'transparent' : undefined}
        onClick={onClick}
      >
        <IconComponent size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
