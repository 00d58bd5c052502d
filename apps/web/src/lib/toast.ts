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

/** The one way to show a toast; limit and duration are set once on <Notifications> in main.tsx. */
export function showToast({ title, description, variant = 'default', action }: ToastOptions): void {
  notifications.show({
    title,
    message: action ? createElement(Fragment, null, description, action) : description,
    color: variant === 'destructive' ? 'red' : undefined,
    withCloseButton: true,
  });
}
