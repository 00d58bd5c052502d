import '@mantine/notifications/styles.css';

import { notifications, notificationsStore, Notifications } from '@mantine/notifications';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REGION_LABEL,
} from '@veloforge/shared';
import { useEffect, useRef } from 'react';

import { useSwipeToDismiss } from './useSwipeToDismiss';

/** Spec section 9: the toast viewport is at most 420 px wide. */
const TOAST_MAX_WIDTH_PX = 420;

/**
 * Mantine's notification container with the spec's limit and duration (loaded by Toasts), in a
 * labelled region that F8 focuses (keyboard and screen-reader users reach a toast without
 * hunting for it) and where a toast swiped right is dismissed.
 */
export function ToastViewport() {
  const region = useRef<HTMLElement>(null);
  useSwipeToDismiss(region);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    // The toast that loaded the viewport is in the store already and would appear without its
    // entrance; showing it again once the viewport is mounted lets it enter like any later one.
    const waiting = notificationsStore.getState().notifications;
    notifications.clean();
    for (const toast of waiting) notifications.show(toast);
  }, []);

  return (
    <section ref={region} aria-label={TOAST_REGION_LABEL} tabIndex={-1}>
      <Notifications
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATION_MS}
        containerWidth={TOAST_MAX_WIDTH_PX}
        withinPortal={false}
        // A horizontal finger drag is the swipe, not a scroll the browser would take over.
        styles={{ notification: { touchAction: 'pan-y' } }}
      />
    </section>
  );
}
