import { api } from '@havn/contract';
import type { z } from 'zod';
import { route } from '../../../platform/route.ts';
import { threadJson } from '../feed-service.ts';

type ThreadResponse = z.output<typeof api.community.content.thread.success.body>;

export const threadRoute = route(
  api.community.content.thread,
  async ({ ctx, params, query, user, reply }) => {
    const json = await threadJson(ctx, user, params.contentId, query.language);
    // Kept JSON bytes, as the feed page's (api/feed.ts).
    reply.header('content-type', 'application/json; charset=utf-8');
    return json as unknown as ThreadResponse;
  },
);
