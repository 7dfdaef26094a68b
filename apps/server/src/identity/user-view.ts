import type { SessionUser } from '@havn/contract';
import type { ProfileRow } from '../community/profiles/profile-access.ts';
import type { UserRow } from '../platform/sessions.ts';

/** The session user as the API shows it, with their community profile when they have an active one. */
export function presentSessionUser(user: UserRow, profile: ProfileRow | null): SessionUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    country: user.country,
    communityProfile:
      profile && profile.status === 'ACTIVE'
        ? { profileId: profile.id, slug: profile.slug, username: profile.username }
        : null,
  };
}
