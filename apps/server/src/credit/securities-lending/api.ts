import { api } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { idempotencyKeyOf, idempotentTransaction } from '../../platform/idempotency.ts';
import { requireUser, route } from '../../platform/route.ts';
import {
  changeCreditLimit,
  checkCreditLimitChange,
  checkCreditLine,
  creditLineOfKey,
  creditView,
  endCreditLine,
  openCreditLine,
} from './securities-lending.ts';

export const creditRoute = route(api.credit.securitiesLending.credit, async ({ ctx, user, params }) =>
  creditView(ctx, await ownAccount(ctx, user, params.accid)),
);

/**
 * POST /api/accounts/{accid}/credit: the limit is checked (the domain's rule, no line open, the credit
 * check's answer) and signed with a fresh eID (403 STEP_UP_REQUIRED without one) before the transaction
 * that claims the Idempotency-Key records it. A key that made its line already answers that line.
 */
export const openCreditLineRoute = route(api.credit.securitiesLending.openCreditLine, async (call) => {
  const { ctx, body, request, reply, params } = call;
  const me = requireUser(call.user);
  const account = await ownAccount(ctx, me, params.accid);
  const key = idempotencyKeyOf(request);
  const made = await creditLineOfKey(ctx, me, key);
  const checked = made ? null : await checkCreditLine(ctx, me, account, body);
  if (!made) await ctx.ports.eidStepUp.requireFresh(ctx, request);
  return idempotentTransaction(
    { ctx, userId: me.id, request, reply, body, successStatus: 201 },
    (tx, claimed) => openCreditLine(ctx, tx, me, account, body, checked, claimed),
  );
});

/**
 * PUT /api/accounts/{accid}/credit: the new limit is checked (in range, a line to change, a higher limit
 * asked of the credit check) and signed with a fresh eID before the transaction that claims the
 * Idempotency-Key changes it; a repeat of the key answers what it answered.
 */
export const changeCreditLimitRoute = route(api.credit.securitiesLending.changeCreditLimit, async (call) => {
  const { ctx, body, request, reply, params } = call;
  const me = requireUser(call.user);
  const account = await ownAccount(ctx, me, params.accid);
  const key = idempotencyKeyOf(request);
  // A key that changed the line already is answered as it was (or refused when the body differs).
  const made = await creditLineOfKey(ctx, me, key);
  const checked = made ? { remarks: false } : await checkCreditLimitChange(ctx, me, account, body);
  if (!made) await ctx.ports.eidStepUp.requireFresh(ctx, request);
  return idempotentTransaction(
    { ctx, userId: me.id, request, reply, body, successStatus: 200 },
    (tx, claimed) => changeCreditLimit(ctx, tx, me, account, body, checked, claimed),
  );
});

export const closeCreditLineRoute = route(
  api.credit.securitiesLending.closeCreditLine,
  async ({ ctx, user, params }) => {
    await endCreditLine(ctx, await ownAccount(ctx, user, params.accid));
    return null;
  },
);

export const securitiesLendingRoutes = [
  creditRoute,
  openCreditLineRoute,
  changeCreditLimitRoute,
  closeCreditLineRoute,
];
