import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { createElement, Fragment } from 'react';

/** The spec's two toast variants; destructive is used for every error (spec section 8). */
export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: ReactNode;
  description: ReactNode;
  variant?: ToastVariant;
  /** An optional button or link shown under the description (spec section 2). */
  action?: ReactNode;
};

/**
 * The one way to show a toast; limit and duration are set once on <Notifications> in main.tsx.
 * At most one is visible (spec section 9) and the newest wins: a queued toast would only appear
 * once the previous one timed out, so feedback on what the user just did would come seconds late.
 */
export function showToast({ title, description, variant = 'default', action }: ToastOptions): void {
  notifications.clean();
  notifications.show({
    title,
    message: action ? createElement(Fragment, null, description, action) : description,
    color: variant === 'destructive' ? 'red' : undefined,
    withCloseButton: true,
    // Mantine's close icon has no accessible name of its own.
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
