import type { Db } from '../../db/client.ts';
import { EVENT_TYPES, profileTopic, publishEvent } from '../../platform/stream/publish.ts';

/** Tells the followed member, on their own topic; inside the follow's transaction, last. */
export async function publishFollow(
  tx: Db,
  followerId: string,
  followeeId: string,
  now: Date,
): Promise<void> {
  await publishEvent(
    tx,
    { topic: profileTopic(followeeId), type: EVENT_TYPES.followCreated, payload: { followerId, followeeId } },
    now,
  );
}
