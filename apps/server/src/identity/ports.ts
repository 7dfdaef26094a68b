import type { SessionUser } from '@havn/contract';
import type { Db } from '../db/client.ts';

/** A session user's active community profile, as the session response shows it. */
export type SessionCommunityProfile = SessionUser['communityProfile'];

/**
 * What identity needs to know of the community without importing it: the caller's active profile,
 * for the session response. The community implements it; the composition root (start.ts) wires it.
 */
export interface CommunityProfileLookup {
  activeProfileOf(db: Db, userId: string): Promise<SessionCommunityProfile>;
}
