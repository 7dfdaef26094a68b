import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { feedPage } from '../feed-service.ts';

export const feedRoute = route(api.community.content.feed, ({ ctx, query, user }) =>
  feedPage(ctx, user, query),
);
