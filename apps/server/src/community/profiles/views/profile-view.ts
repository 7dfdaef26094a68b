import type { ProfileView } from '@havn/contract';
import { DELETED_PROFILE_ID } from '@havn/domain';
import type { ProfileRow } from '../profile-access.ts';

export interface Relationship {
  following: boolean;
  followedBy: boolean;
  muted: boolean;
}

export const NO_RELATIONSHIP: Relationship = { following: false, followedBy: false, muted: false };

/**
 * A profile as the API shows it. A deactivated member is shown to others as the placeholder profile:
 * the all-zero id and no name (spec section 3); only the member themself still sees their own.
 */
export function presentProfile(
  row: ProfileRow,
  relationship: Relationship = NO_RELATIONSHIP,
  self = false,
): ProfileView {
  if (row.status === 'DEACTIVATED' && !self) return deactivatedProfile(row);
  return {
    id: row.id,
    slug: row.slug,
    username: row.username,
    avatarUri: row.avatarUri,
    country: row.country,
    joinedAt: row.joinedAt.toISOString(),
    description: row.description,
    rating: row.rating,
    followerCount: row.followerCount,
    followingCount: row.followingCount,
    status: row.status,
    // In the contract's order of fields: an answer sent as JSON bytes is the contract's to the byte.
    relationship: {
      muted: relationship.muted,
      following: relationship.following,
      followedBy: relationship.followedBy,
    },
  };
}

export function deactivatedProfile(row: Pick<ProfileRow, 'country' | 'joinedAt'>): ProfileView {
  return {
    id: DELETED_PROFILE_ID,
    slug: '',
    username: '',
    avatarUri: null,
    country: row.country,
    joinedAt: row.joinedAt.toISOString(),
    description: '',
    rating: 0,
    followerCount: 0,
    followingCount: 0,
    status: 'DEACTIVATED',
    relationship: NO_RELATIONSHIP,
  };
}
