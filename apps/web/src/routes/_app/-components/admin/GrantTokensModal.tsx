import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_GRANT_AMOUNT,
  MAX_GRANT_AMOUNT,
  ZGrantTokensBody,
  type TAdminUser,
} from '@veloforge/shared';

import { SubmitButton } from '../../../../components/forms/SubmitButton';
import { errorMessage, fieldErrorsOf } from '../../../../lib/api-error';
import { zodResolver } from '../../../../lib/form';
import { showToast } from '../../../../lib/toast';
import { trpc } from '../../../../lib/trpc';

type GrantTokensModalProps = {
  /** The user last chosen; kept while the modal closes so its content does not vanish early. */
  user: TAdminUser | null;
  opened: boolean;
  /** Counts openings: the form is keyed by it, so each opening starts from the default amount. */
  opening: number;
  onClose: () => void;
};

export function GrantTokensModal({ user, opened, opening, onClose }: GrantTokensModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add tokens" centered>
      {user ? <GrantTokensForm key={opening} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}

/** The grant form: amount (default 10, at least 1), added through the ledger by the server. */
function GrantTokensForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<{ amount: number | string }>({
    initialValues: { amount: DEFAULT_GRANT_AMOUNT },
    validate: zodResolver(ZGrantTokensBody),
  });

  const grant = trpc.admin.users.grantTokens.useMutation({
    onSuccess(result) {
      // The row shows the new balance at once, on every cached page that lists the user.
      utils.admin.users.list.setQueriesData({}, {}, (list) =>
        list
          ? {
              ...list,
              users: list.users.map((row) =>
                row.id === result.userId ? { ...row, tokens: result.tokens } : row,
              ),
            }
          : list,
      );
      void utils.admin.auditLog.list.invalidate();
      void utils.tokens.balance.invalidate();
      showToast({
        title: 'Tokens added',
        description: `Added ${result.amount.toLocaleString('en-US')} tokens to ${result.username}. New balance: ${result.tokens.toLocaleString('en-US')} tokens.`,
      });
      onDone();
    },
    onError(error) {
      form.setErrors(fieldErrorsOf(error));
      showToast({
        variant: 'destructive',
        title: 'Error adding tokens',
        description: errorMessage(error, 'Failed to add tokens'),
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        grant.mutate({ userId: user.id, amount: Number(values.amount) }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          Add tokens to <b>{user.username}</b>, who has {user.tokens.toLocaleString('en-US')} tokens
          now. The grant is recorded in the token ledger and the audit log.
        </Text>
        <NumberInput
          label="Tokens to add"
          min={1}
          max={MAX_GRANT_AMOUNT}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={grant.isPending} pendingLabel="Adding...">
            Add tokens
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
