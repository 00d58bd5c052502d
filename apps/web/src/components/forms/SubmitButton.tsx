import type { ButtonProps } from '@mantine/core';
import { Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

type SubmitButtonProps = Omit<ButtonProps, 'children' | 'loading'> & {
  children: ReactNode;
  /** While the call runs the button is disabled and says what is happening (spec section 4). */
  pending: boolean;
  pendingLabel: string;
};

/**
 * A form's submit button. Mantine's `loading` hides the label behind a spinner; the spec wants the
 * pending label itself ('Logging in...'), so the spinner sits beside it instead.
 */
export function SubmitButton({ children, pending, pendingLabel, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={pending}
      leftSection={pending ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
      {...props}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
