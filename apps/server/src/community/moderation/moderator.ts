import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';

/** Staff who work the review queue: moderators and admins. Community profiles play no part here. */
export function isModerator(user: Pick<UserRow, 'role'> | null): boolean {
  return user !== null && (user.role === 'moderator' || user.role === 'admin');
}

/** The caller as a moderator, or 401 when logged out and 403 NOT_MODERATOR for everyone else. */
export function requireModerator(user: UserRow | null): UserRow {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  if (!isModerator(user)) throw new AppError('NOT_MODERATOR', 'Only moderators may do this.');
  return user;
}
