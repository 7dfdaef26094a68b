import { api } from '@havn/contract';
import { desc, eq } from 'drizzle-orm';
import { messages } from '../../../db/schema/watchlists.ts';
import { requireUser, route } from '../../../platform/route.ts';

export const myMessagesRoute = route(api.watchlistsAndAlerts.myMessages, async ({ ctx, query, user }) => {
  const me = requireUser(user);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(eq(messages.userId, me.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit);
  return {
    messages: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      payload: m.payload,
      createdAt: m.createdAt.toISOString(),
    })),
  };
});
