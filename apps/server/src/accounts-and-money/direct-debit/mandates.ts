import type { MandateView } from '@havn/contract';
import { expectedActivationDate } from '@havn/domain/broker/direct-debit-dates';
import {
  checkDepositAmount,
  MANDATE_SCHEME_RULES,
  mandateSchemeOf,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, enqueue } from '../../platform/jobs/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { registerMandate } from '../bank/bank-gateway.ts';
import { payoutAccountById } from '../payout/payout-repo.ts';
import {
  decideMandate,
  insertMandate,
  type MandateRow,
  mandateById,
  mandatesOfUser,
  stopMandateRow,
} from './mandates-repo.ts';

export function mandateView(row: MandateRow): MandateView {
  const { currency } = MANDATE_SCHEME_RULES[row.scheme];
  return {
    id: row.id,
    payoutAccountId: row.payoutAccountId,
    scheme: row.scheme,
    status: row.status,
    monthlyMax: row.monthlyMax === null ? null : roundMoney(row.monthlyMax, currency),
    currency,
    expectedActiveDate: row.expectedActiveDate,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
  };
}

export async function listMandates(ctx: AppContext, user: UserRow): Promise<MandateView[]> {
  return (await mandatesOfUser(ctx.db, user.id)).map(mandateView);
}

/** A real bank that has not decided yet is asked again this much later (an hour). */
const PENDING_RETRY_MS = 60 * 60 * 1000;

/**
 * The bank's answer to a REQUESTED mandate, asked `mandateDelaySeconds` after it was signed (seconds
 * in the demo): ACTIVE or REJECTED; a bank still working on it is asked again later. A mandate the
 * customer stopped meanwhile is left as it is.
 */
export const activateMandateJob = defineJob<{ mandateId: string }>({
  name: 'accounts-and-money.activate-mandate',
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 30_000,
  handler: async (ctx, { mandateId }) => {
    const row = await mandateById(ctx.db, mandateId);
    if (row?.status !== 'REQUESTED') return;
    const payout = (await payoutAccountById(ctx.db, row.payoutAccountId))!;
    const answer = await registerMandate(ctx, {
      reference: `mandate:${row.id}`,
      scheme: row.scheme,
      customerId: row.userId,
      account: {
        iban: payout.iban,
        clearingNumber: payout.clearingNumber,
        accountNumber: payout.accountNumber,
      },
    });
    const now = ctx.clock.now();
    if (answer.result === 'PENDING') {
      await enqueue(
        ctx,
        activateMandateJob,
        { mandateId },
        { runAt: new Date(now.getTime() + PENDING_RETRY_MS) },
      );
      return;
    }
    await decideMandate(ctx.db, row.id, {
      status: answer.result,
      reason: answer.result === 'ACTIVE' ? null : (answer.reason ?? 'NOT_APPROVED'),
      at: now,
    });
  },
});

/**
 * Signs a mandate of the customer's country's scheme on an ACTIVE payout account of their own (the
 * route has asked for a fresh eID first: the consent is signed with eID). AvtaleGiro takes a monthly
 * maximum. One live mandate per payout account (409). REQUESTED until the bank answers on the queue.
 */
export async function requestMandate(
  ctx: AppContext,
  user: UserRow,
  input: { payoutAccountId: string; monthlyMax?: string | undefined },
): Promise<MandateView> {
  const scheme = mandateSchemeOf(user.country);
  if (!scheme) {
    throw new AppError(
      'DIRECT_DEBIT_NOT_OFFERED',
      'Direct debit is offered to customers in the Nordic countries.',
    );
  }
  const payout = await payoutAccountById(ctx.db, input.payoutAccountId);
  if (payout?.userId !== user.id || payout.status !== 'ACTIVE') {
    throw new AppError('PAYOUT_ACCOUNT_NOT_ACTIVE', 'A mandate needs a verified bank account of your own.');
  }
  const rule = MANDATE_SCHEME_RULES[scheme];
  let monthlyMax: string | null = null;
  if (rule.monthlyMax) {
    const problem =
      input.monthlyMax === undefined
        ? 'AvtaleGiro needs a monthly maximum.'
        : checkDepositAmount(input.monthlyMax);
    if (problem) throw new AppError('INVALID_AMOUNT', problem);
    monthlyMax = roundMoney(input.monthlyMax!, rule.currency);
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await insertMandate(tx, {
      userId: user.id,
      payoutAccountId: payout.id,
      scheme,
      status: 'REQUESTED',
      monthlyMax,
      expectedActiveDate: expectedActivationDate(scheme, now),
      createdAt: now,
    });
    if (!row) throw new AppError('CONFLICT', 'This bank account already has a mandate.');
    await enqueue(
      { db: tx, clock: ctx.clock },
      activateMandateJob,
      { mandateId: row.id },
      { runAt: new Date(now.getTime() + ctx.config.bank.mandateDelaySeconds * 1000) },
    );
    return mandateView(row);
  });
}

/**
 * Stops a mandate of the customer's own: no more collections through it (a run made later fails with
 * MANDATE_NOT_ACTIVE, and the customer is told). Stopping a stopped one changes nothing.
 */
export async function stopMandate(ctx: AppContext, user: UserRow, id: string): Promise<MandateView> {
  const row = await mandateById(ctx.db, id);
  if (row?.userId !== user.id) throw new AppError('NOT_FOUND', 'No such mandate.');
  const stopped = await stopMandateRow(ctx.db, id, ctx.clock.now());
  return mandateView(stopped!);
}
