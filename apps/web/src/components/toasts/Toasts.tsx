import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastViewport = lazy(() =>
  import('./ToastViewport').then((module) => ({ default: module.ToastViewport })),
);

/**
 * Mounts the toast viewport (Mantine's Notifications with its transitions and styles) when the
 * first toast is shown: most visits show none, so it stays off the first load. showToast() only
 * needs the notifications store, which holds the toast until the viewport renders it; once
 * mounted the viewport stays, so later toasts animate in and out as usual.
 */
export function Toasts() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
