import type { Db } from '../../db/client.ts';
import { EVENT_TYPES, groupTopic, profileTopic, publishEvents } from '../../platform/stream/publish.ts';

type GroupEventType = 'groupCreated' | 'groupUpdated' | 'groupDeleted';

/**
 * Announces a change to a group on its topic (its page and feed listen there) and, for the member who
 * did it, on their profile topic (their other tabs and their list of groups). Inside the writing
 * transaction when there is one: a write that rolls back announces nothing.
 */
export async function publishGroupEvent(
  db: Db,
  type: GroupEventType,
  groupId: string,
  actorProfileId: string,
  now: Date,
): Promise<void> {
  const payload = { groupId };
  await publishEvents(
    db,
    [
      { topic: groupTopic(groupId), type: EVENT_TYPES[type], payload },
      { topic: profileTopic(actorProfileId), type: EVENT_TYPES[type], payload },
    ],
    now,
  );
}

/** A member joined or left: the group's topic and the member's own. */
export async function publishMembershipEvent(
  db: Db,
  type: 'groupJoined' | 'groupLeft',
  groupId: string,
  profileId: string,
  now: Date,
): Promise<void> {
  const payload = { groupId, profileId };
  await publishEvents(
    db,
    [
      { topic: groupTopic(groupId), type: EVENT_TYPES[type], payload },
      { topic: profileTopic(profileId), type: EVENT_TYPES[type], payload },
    ],
    now,
  );
}
