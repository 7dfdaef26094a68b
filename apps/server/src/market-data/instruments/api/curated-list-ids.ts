import { api } from '@havn/contract';
import { route } from '../../../platform/route.ts';
import { listCuratedListIds } from '../instruments-repo.ts';

export const curatedListIdsRoute = route(api.marketData.curatedListIds, async ({ ctx }) =>
  listCuratedListIds(ctx.db),
);
