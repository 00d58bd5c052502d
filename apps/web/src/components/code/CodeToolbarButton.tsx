import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

import classes from './code.module.css';

type CodeToolbarButtonProps = {
  icon: Icon;
  /** The tooltip, and the accessible name unless `ariaLabel` gives a longer one. */
  children: string;
  onClick: () => void;
  /** A longer accessible name when the tooltip alone is ambiguous. */
  ariaLabel?: string;
};

/**
 * A small icon action on the dark code toolbar (Copy, Download…), named by its tooltip (ui-guide):
 * text labels crowded the file name out of the toolbar on phones.
 */
export function CodeToolbarButton({
  icon: IconComponent,
  children,
  onClick,
  ariaLabel,
}: CodeToolbarButtonProps) {
  return (
    <Tooltip label={children} withArrow openDelay={200}>
      <ActionIcon
        variant="transparent"
        size="md"
        className={classes.action}
        aria-label={ariaLabel ?? children}
        onClick={onClick}
      >
        <IconComponent size={16} stroke={1.8} />
      </ActionIcon>
    </Tooltip>
  );
}
