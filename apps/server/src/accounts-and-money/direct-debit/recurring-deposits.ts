import type { RecurringDepositView, RecurringRunView } from '@havn/contract';
import { changeCutOff, nextRun } from '@havn/domain/broker/direct-debit-dates';
import {
  checkDepositAmount,
  checkMandateMax,
  dec,
  MANDATE_SCHEME_RULES,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';
import { liveMandateOf } from './mandates-repo.ts';
import {
  activeDepositsOfPayoutAccount,
  insertRecurringDeposit,
  latestRunsOf,
  lockRecurringDeposit,
  markRecurringDepositStopped,
  type RecurringDepositRow,
  type RecurringRunRow,
  recurringDepositByRequestKey,
  recurringDepositsOfAccount,
} from './recurring-deposits-repo.ts';

function runView(row: RecurringRunRow): RecurringRunView {
  return {
    id: row.id,
    month: row.month,
    runDate: row.runDate,
    amount: roundMoney(row.amount, row.currency),
    status: row.status,
    failReason: row.failReason,
  };
}

export function recurringDepositView(
  row: RecurringDepositRow,
  runs: readonly RecurringRunRow[],
): RecurringDepositView {
  return {
    id: row.id,
    accid: row.accid,
    payoutAccountId: row.payoutAccountId,
    amount: roundMoney(row.amount, row.currency),
    currency: row.currency,
    dayOfMonth: row.dayOfMonth,
    status: row.status,
    nextRunDate: row.nextRunDate,
    createdAt: row.createdAt.toISOString(),
    runs: runs.map(runView),
  };
}

export async function listRecurringDeposits(
  ctx: AppContext,
  account: AccountRow,
): Promise<RecurringDepositView[]> {
  const rows = await recurringDepositsOfAccount(ctx.db, account.accid);
  const runs = await latestRunsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => recurringDepositView(row, runs.get(row.id) ?? []));
}

/**
 * A monthly deposit into `account` by direct debit from a payout account. It needs an ACTIVE mandate
 * of the customer's own on that payout account, refused with MANDATE_NOT_ACTIVE otherwise: a plan
 * waiting on a mandate the bank may still reject would never run, and the screen sends the customer
 * to sign one first. AvtaleGiro's monthly maximum holds for every deposit through the mandate together.
 * The first run is the first month whose change cut-off is still ahead. The Idempotency-Key makes the
 * request key, so a retry finds the deposit it made.
 */
export async function createRecurringDeposit(
  ctx: AppContext,
  user: UserRow,
  account: AccountRow,
  input: { amount: string; dayOfMonth: number; payoutAccountId: string; idempotencyKey: string },
): Promise<RecurringDepositView> {
  const problem = checkDepositAmount(input.amount);
  if (problem) throw new AppError('INVALID_AMOUNT', problem);
  const requestKey = `${user.id}:${input.idempotencyKey}`;
  const existing = await recurringDepositByRequestKey(ctx.db, requestKey);
  if (existing) return recurringDepositView(existing, []);
  const mandate = await liveMandateOf(ctx.db, input.payoutAccountId);
  if (mandate?.userId !== user.id || mandate.status !== 'ACTIVE') {
    throw new AppError(
      'MANDATE_NOT_ACTIVE',
      'Deposits by direct debit need an active mandate on that bank account.',
    );
  }
  const { currency } = MANDATE_SCHEME_RULES[mandate.scheme];
  if (currency !== account.currency) {
    throw new AppError(
      'CURRENCY_NOT_SUPPORTED',
      `Direct debit brings ${currency}; this account is in ${account.currency}.`,
    );
  }
  const amount = roundMoney(input.amount, account.currency);
  const others = await activeDepositsOfPayoutAccount(ctx.db, input.payoutAccountId);
  const already = others.reduce((sum, d) => sum.plus(dec(d.amount)), dec(0)).toString();
  const max = checkMandateMax(mandate.monthlyMax, { alreadyThisMonth: already, amount });
  if (!max.ok) {
    const limit = roundMoney(max.max, currency);
    throw new AppError('MANDATE_MAX_EXCEEDED', `The mandate allows at most ${limit} ${currency} a month.`, {
      extensions: { max: limit },
    });
  }
  const now = ctx.clock.now();
  const first = nextRun(mandate.scheme, input.dayOfMonth, now);
  try {
    const row = await insertRecurringDeposit(ctx.db, {
      accid: account.accid,
      userId: user.id,
      payoutAccountId: input.payoutAccountId,
      scheme: mandate.scheme,
      requestKey,
      amount,
      currency: account.currency,
      dayOfMonth: input.dayOfMonth,
      status: 'ACTIVE',
      nextMonth: first.month,
      nextRunDate: first.runDate,
      createdAt: now,
    });
    return recurringDepositView(row, []);
  } catch (error) {
    // Two takeovers of one abandoned key raced: the first made it.
    const made = isUniqueViolation(error, 'recurring_deposits_request_key_unique')
      ? await recurringDepositByRequestKey(ctx.db, requestKey)
      : undefined;
    if (made) return recurringDepositView(made, []);
    throw error;
  }
}

/**
 * Stops a recurring deposit of the account. Until the next run's change cut-off (16:30 the bank day
 * before it) nothing more runs; after it, that run is already with the bank and still comes, so the
 * answer keeps it as `nextRunDate`. Under the deposit's lock, so a stop and the making of a run take
 * turns. Stopping a stopped one changes nothing.
 */
export async function stopRecurringDeposit(
  ctx: AppContext,
  account: AccountRow,
  id: string,
): Promise<RecurringDepositView> {
  const stopped = await ctx.db.transaction(async (tx) => {
    const row = await lockRecurringDeposit(tx, id);
    if (row?.accid !== account.accid) throw new AppError('NOT_FOUND', 'No such recurring deposit.');
    if (row.status === 'STOPPED') return row;
    const now = ctx.clock.now();
    const committed =
      row.nextRunDate !== null &&
      row.nextMonth !== null &&
      now.getTime() >= changeCutOff(row.scheme, row.nextRunDate).getTime();
    return markRecurringDepositStopped(tx, id, {
      at: now,
      next: committed ? { month: row.nextMonth!, runDate: row.nextRunDate! } : null,
    });
  });
  const runs = await latestRunsOf(ctx.db, [stopped.id]);
  return recurringDepositView(stopped, runs.get(stopped.id) ?? []);
}
