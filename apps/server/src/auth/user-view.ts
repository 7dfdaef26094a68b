import type { SessionUser } from '@havn/contract';
import type { UserRow } from '../platform/sessions.ts';

/** The session user as the API shows it. The community profile arrives with the community issue. */
export function presentSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    country: user.country,
    communityProfile: null,
  };
}
