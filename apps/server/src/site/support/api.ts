import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import {
  closeThread,
  inbox,
  markRead,
  myThreads,
  reply,
  startThread,
  threadFor,
  unread,
} from './support-service.ts';

/** Support messages: the customer's side, and the back office's (support staff only). */
export const supportRoutes = [
  route(api.site.support.threads, async ({ ctx, user }) => ({ threads: await myThreads(ctx, user!) })),
  route(api.site.support.startThread, ({ ctx, user, body, request }) =>
    startThread(ctx, user!, request.ip, body),
  ),
  route(api.site.support.thread, ({ ctx, user, params }) => threadFor(ctx, user!, params.threadId)),
  route(api.site.support.reply, ({ ctx, user, params, body, request }) =>
    reply(ctx, user!, request.ip, params.threadId, body.message),
  ),
  route(api.site.support.markRead, async ({ ctx, user, params }) => {
    await markRead(ctx, user!, params.threadId);
    return undefined;
  }),
  route(api.site.support.unread, ({ ctx, user }) => unread(ctx, user!)),
  route(api.site.support.inbox, async ({ ctx, user, query }) => ({
    threads: await inbox(ctx, user!, query),
  })),
  route(api.site.support.close, ({ ctx, user, params }) => closeThread(ctx, user!, params.threadId)),
];
