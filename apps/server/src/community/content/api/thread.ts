import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { threadAround } from '../feed-service.ts';

export const threadRoute = route(api.community.content.thread, ({ ctx, params, query, user }) =>
  threadAround(ctx, user, params.contentId, query.language),
);
