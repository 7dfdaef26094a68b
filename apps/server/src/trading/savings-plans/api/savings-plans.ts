import { api } from '@havn/contract';
import { assertKycCurrent } from '../../../identity/index.ts';
import { idempotent } from '../../../platform/idempotency.ts';
import { requireUser, route } from '../../../platform/route.ts';
import {
  cancelSavingsPlan,
  changeSavingsPlan,
  createSavingsPlan,
  listSavingsPlans,
  savingsPlanRuns,
  setSavingsPlanPaused,
} from '../savings-plans.ts';

export const savingsPlansRoute = route(api.savings.savingsPlans, async ({ ctx, user }) =>
  listSavingsPlans(ctx, requireUser(user)),
);

export const createSavingsPlanRoute = route(
  api.savings.createSavingsPlan,
  async ({ ctx, body, user, request, reply }) => {
    const me = requireUser(user);
    // Buying waits while KYC is due again (or not approved), as orders do.
    assertKycCurrent(me, ctx.clock.now());
    return idempotent({ ctx, userId: me.id, request, reply, body, successStatus: 201 }, (idempotencyKey) =>
      createSavingsPlan(ctx, me, { ...body, idempotencyKey }),
    );
  },
);

export const changeSavingsPlanRoute = route(
  api.savings.changeSavingsPlan,
  async ({ ctx, params, body, user }) => changeSavingsPlan(ctx, requireUser(user), params.id, body),
);

export const pauseSavingsPlanRoute = route(api.savings.pauseSavingsPlan, async ({ ctx, params, user }) =>
  setSavingsPlanPaused(ctx, requireUser(user), params.id, true),
);

export const resumeSavingsPlanRoute = route(api.savings.resumeSavingsPlan, async ({ ctx, params, user }) =>
  setSavingsPlanPaused(ctx, requireUser(user), params.id, false),
);

export const cancelSavingsPlanRoute = route(api.savings.cancelSavingsPlan, async ({ ctx, params, user }) => {
  await cancelSavingsPlan(ctx, requireUser(user), params.id);
  return null;
});

export const savingsPlanRunsRoute = route(api.savings.savingsPlanRuns, async ({ ctx, params, user }) =>
  savingsPlanRuns(ctx, requireUser(user), params.id),
);

export const savingsPlanRoutes = [
  savingsPlansRoute,
  createSavingsPlanRoute,
  changeSavingsPlanRoute,
  pauseSavingsPlanRoute,
  resumeSavingsPlanRoute,
  cancelSavingsPlanRoute,
  savingsPlanRunsRoute,
];
