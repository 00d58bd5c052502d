import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_SWIPE_THRESHOLD_PX } from '@veloforge/shared';
import { useEffect, type RefObject } from 'react';

/** Mantine's class on each toast (its Styles API root selector). */
const TOAST_SELECTOR = '.mantine-Notification-root';

/**
 * Swipe right to dismiss (spec section 9): a toast follows the pointer to the right and is
 * dismissed past the threshold, or slides back. Listens on the region, so it needs no hook in
 * each toast; at most one toast is visible (TOAST_LIMIT), the one dismissed.
 */
export function useSwipeToDismiss(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    let drag: { toast: HTMLElement; startX: number; pointerId: number } | null = null;

    const onDown = (event: PointerEvent) => {
      const toast = (event.target as Element | null)?.closest<HTMLElement>(TOAST_SELECTOR);
      if (!toast || (event.target as Element).closest('button')) return;
      drag = { toast, startX: event.clientX, pointerId: event.pointerId };
    };
    const onMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const dx = Math.max(0, event.clientX - drag.startX);
      drag.toast.style.transform = dx > 0 ? `translateX(${dx}px)` : '';
    };
    const onEnd = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { toast, startX } = drag;
      drag = null;
      toast.style.transform = '';
      // A cancelled gesture (the browser took it over) springs back; only a release dismisses.
      if (event.type !== 'pointerup' || event.clientX - startX < TOAST_SWIPE_THRESHOLD_PX) return;
      for (const shown of notificationsStore.getState().notifications) {
        if (shown.id) notifications.hide(shown.id);
      }
    };
    element.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
    };
  }, [region]);
}
