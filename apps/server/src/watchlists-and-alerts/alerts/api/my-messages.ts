import { api } from '@havn/contract';
import { requireUser, route } from '../../../platform/route.ts';
import { myMessages } from '../alert-service.ts';

export const myMessagesRoute = route(api.watchlistsAndAlerts.myMessages, ({ ctx, query, user }) =>
  myMessages(ctx, requireUser(user).id, query.limit),
);
