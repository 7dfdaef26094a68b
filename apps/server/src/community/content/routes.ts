import type { RouteDefinition } from '../../platform/route.ts';
import { discoverInstrumentsRoute, discoverThreadsRoute, discoverUsersRoute } from './api/discover.ts';
import { feedRoute, profilePostsRoute } from './api/feed.ts';
import { reactionProfilesRoute, reactRoute, unreactRoute } from './api/reactions.ts';
import { threadRoute } from './api/thread.ts';
import { voteRoute } from './api/vote.ts';
import { createContentRoute, deleteContentRoute, updateContentRoute } from './api/write-content.ts';

export const contentRoutes: readonly RouteDefinition[] = [
  feedRoute,
  profilePostsRoute,
  threadRoute,
  createContentRoute,
  updateContentRoute,
  deleteContentRoute,
  voteRoute,
  reactRoute,
  unreactRoute,
  reactionProfilesRoute,
  discoverInstrumentsRoute,
  discoverUsersRoute,
  discoverThreadsRoute,
];
