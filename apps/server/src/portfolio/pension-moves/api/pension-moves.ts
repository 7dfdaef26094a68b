import { api } from '@havn/contract';
import { assertKycCurrent } from '../../../identity/index.ts';
import { idempotencyKeyOf, idempotentTransaction } from '../../../platform/idempotency.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { exchangeInsurances } from '../pension-exchange.ts';
import {
  checkMove,
  companiesFor,
  insurancesOf,
  moveOf,
  moveOfKey,
  movesOf,
  personOf,
  startMove,
} from '../pension-moves.ts';

export const pensionCompaniesRoute = route(api.pension.companies, async ({ ctx, user }) =>
  companiesFor(ctx, requireUser(user)),
);

export const pensionInsurancesRoute = route(api.pension.insurances, async ({ ctx, user, query }) =>
  insurancesOf(ctx, requireUser(user), query.company),
);

/**
 * POST /api/pension/transfers: the service's figures are read first (no HTTP call inside the
 * transaction); a new move is checked and signed with a fresh eID (403 STEP_UP_REQUIRED without one)
 * before the transaction that claims the Idempotency-Key records it. A key that already made its move
 * needs no new eID: its repeat answers that move.
 */
export const startPensionMoveRoute = route(api.pension.startMove, async (call) => {
  const { ctx, body, request, reply } = call;
  const me = requireUser(call.user);
  assertKycCurrent(me, ctx.clock.now());
  const key = idempotencyKeyOf(request);
  const insurances = await exchangeInsurances(ctx, await personOf(ctx, me));
  if (!(await moveOfKey(ctx.db, me, key))) {
    await checkMove(ctx.db, me, body, insurances);
    await ctx.ports.eidStepUp.requireFresh(ctx, request);
  }
  return idempotentTransaction(
    { ctx, userId: me.id, request, reply, body, successStatus: 201 },
    (tx, claimed) => startMove(ctx, tx, me, { ...body, idempotencyKey: claimed }, insurances),
  );
});

export const pensionMovesRoute = route(api.pension.moves, async ({ ctx, user }) =>
  movesOf(ctx, requireUser(user)),
);

export const pensionMoveRoute = route(api.pension.move, async ({ ctx, user, params }) =>
  moveOf(ctx, requireUser(user), params.id),
);

export const pensionMoveRoutes = [
  pensionCompaniesRoute,
  pensionInsurancesRoute,
  startPensionMoveRoute,
  pensionMovesRoute,
  pensionMoveRoute,
];
