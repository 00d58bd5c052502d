import { Alert, Flex } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

import { AnchorLink } from '../../../../components/links/AnchorLink';

/** Shown instead of the form when the link has no token or the reset failed (spec section 8). */
export function InvalidResetToken() {
  return (
    <Alert
      variant="light"
      color="red"
      title="Invalid or expired token"
      icon={<IconAlertCircle size={20} />}
    >
      The password reset link is invalid or has expired. Please request a new password reset link.
      {/* The alert's own text colour with an underline: primary-coloured links on the red tint
          fall below AA contrast in the dark scheme. */}
      <Flex wrap="wrap" columnGap="lg" rowGap="xs" mt="md">
        <AnchorLink to="/auth" size="sm" fw={600} c="inherit" underline="always">
          Return to login
        </AnchorLink>
        <AnchorLink to="/forgot-password" size="sm" fw={600} c="inherit" underline="always">
          Request new reset link
        </AnchorLink>
      </Flex>
    </Alert>
  );
}
