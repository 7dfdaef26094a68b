import { PROFILE_TOPIC_PREFIX, profileTopic } from '@havn/contract';
import type { CommunityProfileLookup } from '../identity/index.ts';
import type { StreamAudience } from '../platform/stream/audience.ts';
import { profileOfUser } from './profiles/profile-access.ts';

/** Identity's session response shows the caller's active community profile. */
export const communityProfileLookup: CommunityProfileLookup = {
  async activeProfileOf(db, userId) {
    const profile = await profileOfUser(db, userId);
    return profile && profile.status === 'ACTIVE'
      ? { profileId: profile.id, slug: profile.slug, username: profile.username }
      : null;
  },
};

/** A member hears their own profile topic (followed, reacted to, replied to), and only they may. */
export const communityStreamAudience: StreamAudience = {
  privateTopicPrefixes: [PROFILE_TOPIC_PREFIX],
  async ownTopics(db, userId) {
    const profile = await profileOfUser(db, userId);
    return profile ? [profileTopic(profile.id)] : [];
  },
};
