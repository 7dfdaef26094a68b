import type { AppContext } from '../../context.ts';
import type { ProfileRow } from './profile-access.ts';

/**
 * Tells the followed member. @TODO(community server issue): publish `follow.created` on the member's
 * profile topic once the event log (`publishEvent` in community/stream/publish.ts) lands.
 */
export async function publishFollow(
  _ctx: AppContext,
  _follower: ProfileRow,
  _followee: ProfileRow,
): Promise<void> {}
