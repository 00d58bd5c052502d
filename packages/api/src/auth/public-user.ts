import type { TPublicUser } from '@veloforge/shared';

import type { AuthUser } from '../context';

export function toPublicUser(user: AuthUser): TPublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    tokens: user.tokens,
    createdAt: user.createdAt.toISOString(),
  };
}
