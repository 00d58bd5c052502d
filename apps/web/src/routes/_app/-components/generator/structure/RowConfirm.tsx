import { Button, Group, Paper, Text } from '@mantine/core';

type RowConfirmProps = {
  message: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A question asked in the row it is about, rather than in a dialog over the profiles panel:
 * the user sees which profile it concerns and stays where they were.
 */
export function RowConfirm({
  message,
  confirmLabel,
  color,
  pending,
  onConfirm,
  onCancel,
}: RowConfirmProps) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" role="alert">
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button size="xs" color={color} loading={pending} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Paper>
  );
}
