import { api } from '@havn/contract';
import type { z } from 'zod';
import { route } from '../../../platform/route.ts';
import { threadJson } from '../feed-service.ts';
import { sendKept } from './kept-body.ts';

type ThreadResponse = z.output<typeof api.community.content.thread.success.body>;

/** Kept JSON bytes, as the feed page's (api/feed.ts). */
export const threadRoute = route(
  api.community.content.thread,
  async ({ ctx, params, query, user, request, reply }) => {
    const body = await threadJson(ctx, user, params.contentId, query.language);
    return sendKept(request, reply, body) as unknown as ThreadResponse;
  },
);
