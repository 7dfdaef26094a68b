import { PROFILE_TOPIC_PREFIX, profileTopic } from '@havn/contract';
import type { CommunityProfileLookup } from '../identity/index.ts';
import type { StreamAudience } from '../platform/stream/audience.ts';
import { contentById } from './content/contents-repo.ts';
import { mayHearGroup } from './groups/group-access.ts';
import { profileOfUser } from './profiles/profile-access.ts';

const GROUP_TOPIC = 'group:';
const CONTENT_TOPIC = 'content:';

/** Identity's session response shows the caller's active community profile. */
export const communityProfileLookup: CommunityProfileLookup = {
  async activeProfileOf(db, userId) {
    const profile = await profileOfUser(db, userId);
    return profile && profile.status === 'ACTIVE'
      ? { profileId: profile.id, slug: profile.slug, username: profile.username }
      : null;
  },
};

/**
 * A member hears their own profile topic (followed, reacted to, replied to), and only they may. A
 * private group's topic, and the thread topic of content posted in one, are for its members only.
 */
export const communityStreamAudience: StreamAudience = {
  privateTopicPrefixes: [PROFILE_TOPIC_PREFIX],
  async ownTopics(db, userId) {
    const profile = await profileOfUser(db, userId);
    return profile ? [profileTopic(profile.id)] : [];
  },
  async mayHear(db, userId, topic) {
    if (topic.startsWith(GROUP_TOPIC)) return mayHearGroup(db, userId, topic.slice(GROUP_TOPIC.length));
    if (topic.startsWith(CONTENT_TOPIC)) {
      const item = await contentById(db, topic.slice(CONTENT_TOPIC.length));
      return !item?.groupId || mayHearGroup(db, userId, item.groupId);
    }
    return true;
  },
};
