import { Alert, Group } from '@mantine/core';
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
      <Group gap="lg" mt="md">
        <AnchorLink to="/auth" size="sm">
          Return to login
        </AnchorLink>
        <AnchorLink to="/forgot-password" size="sm">
          Request new reset link
        </AnchorLink>
      </Group>
    </Alert>
  );
}
