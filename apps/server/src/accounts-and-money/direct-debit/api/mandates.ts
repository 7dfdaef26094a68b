import { api } from '@havn/contract';
import { requireFreshEid } from '../../../identity/index.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { listMandates, requestMandate, stopMandate } from '../mandates.ts';

export const mandatesRoute = route(api.accountsAndMoney.mandates, ({ ctx, user }) =>
  listMandates(ctx, requireUser(user)),
);

export const requestMandateRoute = route(
  api.accountsAndMoney.requestMandate,
  async ({ ctx, user, body, request }) => {
    const me = requireUser(user);
    // The consent to pull money from the customer's bank is signed with eID, as the schemes ask.
    await requireFreshEid(ctx, request);
    return requestMandate(ctx, me, body);
  },
);

export const stopMandateRoute = route(api.accountsAndMoney.stopMandate, async ({ ctx, user, params }) =>
  stopMandate(ctx, requireUser(user), params.id),
);
