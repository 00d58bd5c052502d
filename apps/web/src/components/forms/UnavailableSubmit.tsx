import { Button, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type UnavailableSubmitProps = {
  children: ReactNode;
  reason: string;
  fullWidth?: boolean;
};

/**
 * A form's submit button while the server call behind it does not exist yet: visible (so the page
 * is complete) but disabled, with the reason on hover and for screen readers.
 */
export function UnavailableSubmit({ children, reason, fullWidth = false }: UnavailableSubmitProps) {
  return (
    <Tooltip label={reason}>
      {/* A disabled button receives no pointer events, so the tooltip listens on a wrapper. */}
      <span style={{ display: fullWidth ? 'block' : 'inline-block' }}>
        <Button type="submit" fullWidth={fullWidth} disabled aria-description={reason}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
