import type { GroupView } from '@havn/contract';
import type { GroupRow } from '../groups-repo.ts';

/** Who is looking: their profile (null when logged out or without one) and which groups they are in. */
export interface GroupViewer {
  profileId: string | null;
  memberOf: ReadonlySet<string>;
}

export const ANONYMOUS_GROUP_VIEWER: GroupViewer = { profileId: null, memberOf: new Set() };

/** A group as the API shows it (spec section 3); iconUrl and logoUri are the same picture. */
export function presentGroup(group: GroupRow, viewer: GroupViewer): GroupView {
  return {
    id: group.id,
    name: group.name,
    slug: group.slug,
    description: group.description,
    kind: group.kind,
    logoUri: group.logoUri,
    iconUrl: group.logoUri,
    latestActivityAt: group.latestActivityAt.toISOString(),
    memberCount: group.memberCount,
    createdAt: group.createdAt.toISOString(),
    creatorId: group.creatorId,
    isMember: viewer.memberOf.has(group.id),
    isCreator: viewer.profileId !== null && viewer.profileId === group.creatorId,
  };
}
