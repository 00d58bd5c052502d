import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { ButtonLink } from '../../../../../components/links/ButtonLink';

type AuthRequiredDialogProps = {
  opened: boolean;
  onClose: () => void;
};

/** Spec section 2: generating needs an account; the form is kept while the visitor signs in. */
export function AuthRequiredDialog({ opened, onClose }: AuthRequiredDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Authentication Required"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text size="sm">
          Please sign in or create an account to generate code. Everything you entered stays here,
          ready for when you come back.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <ButtonLink to="/auth" search={{ tab: 'register' }} variant="light">
            Create Account
          </ButtonLink>
          <ButtonLink to="/auth">Sign In</ButtonLink>
        </Group>
      </Stack>
    </Modal>
  );
}
