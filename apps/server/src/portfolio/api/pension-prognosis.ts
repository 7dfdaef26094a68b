import { api } from '@havn/contract';
import { route } from '../../platform/route.ts';
import { prognosisOf } from '../pension-prognosis.ts';

/** GET /api/pension/prognosis: the customer's prognosis in today's money. */
export const pensionPrognosisRoute = route(api.portfolio.pensionPrognosis, ({ ctx, user, query }) =>
  prognosisOf(ctx, user!, query),
);
