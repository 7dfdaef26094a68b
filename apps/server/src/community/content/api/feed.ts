import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { feedPage, profilePostsPage } from '../feed-service.ts';

export const feedRoute = route(api.community.content.feed, ({ ctx, query, user }) =>
  feedPage(ctx, user, query),
);

/** A member's posts on their profile page. */
export const profilePostsRoute = route(api.community.content.byProfile, ({ ctx, params, query, user }) =>
  profilePostsPage(ctx, user, params.profileId, query),
);
