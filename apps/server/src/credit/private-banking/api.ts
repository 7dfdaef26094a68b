import { api } from '@havn/contract';
import { requireUser, route } from '../../platform/route.ts';
import { askToBeContacted, privateBankingOf } from './private-banking.ts';

export const privateBankingRoute = route(api.credit.privateBanking.standing, async ({ ctx, user }) =>
  privateBankingOf(ctx, requireUser(user)),
);

export const privateBankingContactRoute = route(
  api.credit.privateBanking.contact,
  async ({ ctx, user, body, request }) => askToBeContacted(ctx, requireUser(user), request.ip, body),
);

export const privateBankingRoutes = [privateBankingRoute, privateBankingContactRoute];
