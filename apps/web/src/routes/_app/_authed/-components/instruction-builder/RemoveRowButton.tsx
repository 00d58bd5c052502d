import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

type RemoveRowButtonProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** 'input-sm' lines it up with a row of inputs; 'sm' suits a card header. */
  size?: 'input-sm' | 'sm';
};

/** The trash button at the end of an editor row; its label names what it removes. */
export function RemoveRowButton({
  label,
  onClick,
  disabled,
  size = 'input-sm',
}: RemoveRowButtonProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={size}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        style={{ flex: 'none' }}
      >
        <IconTrash size={16} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
