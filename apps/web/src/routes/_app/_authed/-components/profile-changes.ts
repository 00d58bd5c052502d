import type { TUpdateProfileInput } from '@veloforge/shared';

type Profile = { username: string; email: string };

/**
 * The profile update sends only what changed (spec section 5); null when nothing did. Values are
 * compared after the form's trimming, so re-typing the same name with a trailing space is no change.
 */
export function changedProfileFields(
  current: Profile,
  next: TUpdateProfileInput,
): { username?: string; email?: string } | null {
  const changes: { username?: string; email?: string } = {};
  if (next.username !== undefined && next.username !== current.username) {
    changes.username = next.username;
  }
  if (next.email !== undefined && next.email !== current.email) changes.email = next.email;
  return Object.keys(changes).length > 0 ? changes : null;
}
