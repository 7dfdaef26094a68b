import { api } from '@havn/contract';
import { assertKycCurrent } from '../../../identity/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { idempotencyKeyOf, idempotentTransaction } from '../../../platform/idempotency.ts';
import { requireUser, route } from '../../../platform/route.ts';
import { providerHoldings, providersOf } from '../fund-transfer-provider.ts';
import {
  checkTransfer,
  holdingsOf,
  personOf,
  providersFor,
  startTransfer,
  transferOf,
  transferOfKey,
  transfersOf,
} from '../fund-transfers.ts';

export const fundTransferProvidersRoute = route(api.fundTransfers.providers, async ({ ctx, user }) =>
  providersFor(ctx, requireUser(user)),
);

export const fundTransferHoldingsRoute = route(api.fundTransfers.holdings, async ({ ctx, user, query }) =>
  holdingsOf(ctx, requireUser(user), query.provider, query.toAccid),
);

/**
 * POST /api/fund-transfers/transfers: the provider's figures are read first (no HTTP call inside the
 * transaction); a new transfer is checked and signed with a fresh eID (403 STEP_UP_REQUIRED without
 * one) before the transaction that claims the Idempotency-Key records it. A key that already made its
 * transfer needs no new eID: its repeat answers that transfer.
 */
export const startFundTransferRoute = route(api.fundTransfers.start, async (call) => {
  const { ctx, body, request, reply } = call;
  const me = requireUser(call.user);
  assertKycCurrent(me, ctx.clock.now());
  const key = idempotencyKeyOf(request);
  const provider = (await providersOf(ctx, me.country.toUpperCase())).find((p) => p.id === body.provider);
  if (!provider) throw new AppError('NOT_FOUND', 'No such fund company or bank.');
  const reported = await providerHoldings(ctx, provider.id, await personOf(ctx, me));
  if (!(await transferOfKey(ctx.db, me, key))) {
    await checkTransfer(ctx.db, me, body, reported);
    await ctx.ports.eidStepUp.requireFresh(ctx, request);
  }
  return idempotentTransaction(
    { ctx, userId: me.id, request, reply, body, successStatus: 201 },
    (tx, claimed) =>
      startTransfer(ctx, tx, me, { ...body, providerName: provider.name, idempotencyKey: claimed }, reported),
  );
});

export const fundTransfersRoute = route(api.fundTransfers.list, async ({ ctx, user }) =>
  transfersOf(ctx, requireUser(user)),
);

export const fundTransferRoute = route(api.fundTransfers.get, async ({ ctx, user, params }) =>
  transferOf(ctx, requireUser(user), params.id),
);

export const fundTransferRoutes = [
  fundTransferProvidersRoute,
  fundTransferHoldingsRoute,
  startFundTransferRoute,
  fundTransfersRoute,
  fundTransferRoute,
];
