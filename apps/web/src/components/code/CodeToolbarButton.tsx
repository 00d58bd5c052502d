import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

import classes from './code.module.css';

type CodeToolbarButtonProps = {
  icon: Icon;
  children: string;
  onClick: () => void;
  /** A longer accessible name when the visible label alone is ambiguous. */
  ariaLabel?: string;
};

/** A small labelled action on the dark code toolbar (Copy, Download…). */
export function CodeToolbarButton({
  icon: IconComponent,
  children,
  onClick,
  ariaLabel,
}: CodeToolbarButtonProps) {
  return (
    <Button
      size="compact-xs"
      variant="transparent"
      className={classes.action}
      leftSection={<IconComponent size={14} stroke={1.8} />}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
