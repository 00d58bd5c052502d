import type { TPreviewFrameMessage } from '@veloforge/shared';
import { ZPreviewFrameMessage } from '@veloforge/shared';

/** The parts of a MessageEvent the check reads. */
export type FrameMessageEvent = Pick<MessageEvent, 'source' | 'data'>;

/**
 * A message from the preview frame, or null when it must be ignored (security-checklist X4). The
 * sandboxed frame's origin is opaque ("null"), so the origin proves nothing: the sender must be
 * the window of the frame this run created, the data must match the protocol, and every message
 * after 'ready' must carry this run's nonce, so an older run or another frame cannot speak for it.
 */
export function acceptFrameMessage(
  event: FrameMessageEvent,
  frameWindow: Window | null,
  nonce: string,
): TPreviewFrameMessage | null {
  if (frameWindow === null || event.source !== frameWindow) return null;
  const parsed = ZPreviewFrameMessage.safeParse(event.data);
  if (!parsed.success) return null;
  const message = parsed.data;
  if (message.kind !== 'ready' && message.nonce !== nonce) return null;
  return message;
}
