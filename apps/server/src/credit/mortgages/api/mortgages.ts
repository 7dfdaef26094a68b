import { api } from '@havn/contract';
import { idempotencyKeyOf, idempotentTransaction } from '../../../platform/idempotency.ts';
import { requireUser, route } from '../../../platform/route.ts';
import {
  applicationOf,
  applicationOfKey,
  applicationsOf,
  checkApplication,
  indicationFor,
  startApplication,
} from '../mortgages.ts';

export const mortgageIndicationRoute = route(api.credit.mortgage.indication, async ({ ctx, user, query }) =>
  indicationFor(ctx, requireUser(user), query),
);

/**
 * POST /api/mortgage/applications: a new application is checked (the indication's rules, an open one)
 * and signed with a fresh eID (403 STEP_UP_REQUIRED without one) before the transaction that claims
 * the Idempotency-Key records it. A key that already made its application needs no new eID: its
 * repeat answers that application.
 */
export const applyForMortgageRoute = route(api.credit.mortgage.apply, async (call) => {
  const { ctx, body, request, reply } = call;
  const me = requireUser(call.user);
  const key = idempotencyKeyOf(request);
  const made = await applicationOfKey(ctx.db, me, key);
  const checked = made ? null : await checkApplication(ctx, me, body);
  if (!made) await ctx.ports.eidStepUp.requireFresh(ctx, request);
  return idempotentTransaction(
    { ctx, userId: me.id, request, reply, body, successStatus: 201 },
    (tx, claimed) => startApplication(ctx, tx, me, body, checked, claimed),
  );
});

export const mortgageApplicationsRoute = route(api.credit.mortgage.applications, async ({ ctx, user }) =>
  applicationsOf(ctx, requireUser(user)),
);

export const mortgageApplicationRoute = route(
  api.credit.mortgage.application,
  async ({ ctx, user, params }) => applicationOf(ctx, requireUser(user), params.id),
);

export const mortgageRoutes = [
  mortgageIndicationRoute,
  applyForMortgageRoute,
  mortgageApplicationsRoute,
  mortgageApplicationRoute,
];
