import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { discoverInstruments, discoverThreads, discoverUsers } from '../discover-service.ts';

export const discoverInstrumentsRoute = route(
  api.community.content.discoverInstruments,
  ({ ctx, query, user }) =>
    discoverInstruments(ctx, user, { limit: query.limit, myHoldings: query.myHoldings === 'true' }),
);

export const discoverUsersRoute = route(api.community.content.discoverUsers, ({ ctx, query, user }) =>
  discoverUsers(ctx, user, query.limit),
);

export const discoverThreadsRoute = route(api.community.content.discoverThreads, ({ ctx, query, user }) =>
  discoverThreads(ctx, user, query),
);
