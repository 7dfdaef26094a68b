import { api } from '@havn/contract';
import type { z } from 'zod';
import type { RouteDefinition } from '../../../platform/route.ts';
import { route } from '../../../platform/route.ts';
import { closeFeedCache, openFeedCache } from '../feed-cache.ts';
import { feedPageJson, profilePostsPage } from '../feed-service.ts';
import { sendKept } from './kept-body.ts';

type FeedResponse = z.output<typeof api.community.content.feed.success.body>;

const feedPageRoute = route(api.community.content.feed, async ({ ctx, query, user, request, reply }) => {
  const body = await feedPageJson(ctx, user, query);
  return sendKept(request, reply, body) as unknown as FeedResponse;
});

/** The feed page, with the process's feed cache started when its server is ready and closed with it. */
export const feedRoute: RouteDefinition = {
  endpoint: feedPageRoute.endpoint,
  register(app, ctx) {
    feedPageRoute.register(app, ctx);
    app.addHook('onReady', async () => {
      await openFeedCache(ctx);
    });
    app.addHook('onClose', async () => {
      await closeFeedCache(ctx.db);
    });
  },
};

/** A member's posts on their profile page. */
export const profilePostsRoute = route(api.community.content.byProfile, ({ ctx, params, query, user }) =>
  profilePostsPage(ctx, user, params.profileId, query),
);
