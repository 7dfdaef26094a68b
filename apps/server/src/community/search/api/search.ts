import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { searchEverything } from '../search-service.ts';

/** One box, three sections: instruments, members and groups. */
export const searchRoute = route(api.community.search, ({ ctx, query }) =>
  searchEverything(ctx, query.q, query.limit),
);
