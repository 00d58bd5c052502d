import '@mantine/notifications/styles.css';

import { notifications, notificationsStore, Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@veloforge/shared';
import { useEffect } from 'react';

/** Spec section 9: the toast viewport is at most 420 px wide. */
const TOAST_MAX_WIDTH_PX = 420;

/** Mantine's notification container with the spec's limit and duration (loaded by Toasts). */
export function ToastViewport() {
  useEffect(() => {
    // The toast that loaded the viewport is in the store already and would appear without its
    // entrance; showing it again once the viewport is mounted lets it enter like any later one.
    const waiting = notificationsStore.getState().notifications;
    notifications.clean();
    for (const toast of waiting) notifications.show(toast);
  }, []);

  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      containerWidth={TOAST_MAX_WIDTH_PX}
    />
  );
}
