import type { WithdrawalView } from '@havn/contract';
import { bankingOf, localDateOf, withdrawalArrival } from '@havn/domain/broker/bank-days';
import {
  checkWithdrawal,
  isPensionAccount,
  isPensionLocked,
  roundMoney,
  utcDay,
  withdrawableCash,
} from '@havn/domain/broker/index';
import { utcOfLocal } from '@havn/domain/zoned-time';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ageOfUser } from '../../identity/index.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';
import { accountBalances, lockAccount, postLedgerTransaction } from '../ledger/ledger-repo.ts';
import { payoutAccountById } from '../payout/payout-repo.ts';
import { unsettledOf } from '../settlement/settlement-repo.ts';
import { sendWithdrawalJob } from './withdrawal-jobs.ts';
import {
  insertWithdrawal,
  lockWithdrawal,
  setWithdrawalStatus,
  type WithdrawalRow,
  withdrawalByRequestKey,
  withdrawalsOfAccount,
} from './withdrawals-repo.ts';

export function withdrawalView(row: WithdrawalRow): WithdrawalView {
  return {
    id: row.id,
    accid: row.accid,
    payoutAccountId: row.payoutAccountId,
    amount: roundMoney(row.amount, row.currency),
    currency: row.currency,
    status: row.status,
    expectedArrival: row.expectedArrival,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the account may withdraw now: free cash less unsettled sales, never below zero. Call under its lock. */
export async function withdrawableOf(db: Db, account: AccountRow): Promise<string> {
  // One after the other: `db` is a transaction's one connection.
  const balances = await accountBalances(db, account.accid);
  const unsettled = await unsettledOf(db, [account.accid]);
  return withdrawableCash(
    balances.get('cash', account.currency).toFixed(),
    unsettled.get(account.accid) ?? '0',
    account.currency,
  );
}

/** When a withdrawal arriving on `arrival` is sent: at once when that is today, else 08:00 that bank day. */
function sendTime(currency: string, arrival: string, now: Date): Date {
  const { timeZone } = bankingOf(currency);
  if (arrival === localDateOf(timeZone, now)) return now;
  return new Date(utcOfLocal(timeZone, Date.parse(`${arrival}T00:00:00Z`) / 86_400_000, 8 * 60));
}

/**
 * A withdrawal to an ACTIVE payout account of the customer's own, within the withdrawable cash: the
 * amount is reserved in the ledger at once (cash → cash_reserved), and the queue sends it on the
 * bank day the 13:00 cut-off gives. In the transaction `tx` that claims the customer's Idempotency-Key
 * (idempotentTransaction), so a request killed mid-way leaves nothing behind; the key also makes the
 * request key, so a key used again after its day finds the withdrawal it made and reserves nothing twice.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  account: AccountRow,
  input: { amount: string; payoutAccountId: string; idempotencyKey: string },
): Promise<WithdrawalView> {
  // A pension pays out from its age (the holder's eID birth date; none known: locked).
  const age = isPensionAccount(account.accountType)
    ? await ageOfUser(tx, user.id, utcDay(ctx.clock.now()))
    : null;
  if (isPensionLocked(account.accountType, age)) {
    throw new AppError('PENSION_LOCKED', 'This pension account does not pay out before the pension age.');
  }
  const requestKey = `${user.id}:${input.idempotencyKey}`;
  const payout = await payoutAccountById(tx, input.payoutAccountId);
  if (payout?.userId !== user.id || payout.status !== 'ACTIVE') {
    throw new AppError('PAYOUT_ACCOUNT_NOT_ACTIVE', 'Withdrawals go to a verified bank account of your own.');
  }
  const now = ctx.clock.now();
  await lockAccount(tx, account.accid);
  const existing = await withdrawalByRequestKey(tx, requestKey);
  if (existing) return withdrawalView(existing);
  const withdrawable = await withdrawableOf(tx, account);
  const problem = checkWithdrawal(input.amount, withdrawable);
  if (problem?.code === 'INVALID_AMOUNT') throw new AppError('INVALID_AMOUNT', problem.detail);
  if (problem) {
    throw new AppError(
      'INSUFFICIENT_WITHDRAWABLE_CASH',
      `At most ${withdrawable} ${account.currency} can be withdrawn now.`,
      { extensions: { withdrawable } },
    );
  }
  const amount = roundMoney(input.amount, account.currency);
  const expectedArrival = withdrawalArrival(account.currency, now);
  const row = await insertWithdrawal(tx, {
    accid: account.accid,
    payoutAccountId: payout.id,
    requestKey,
    amount,
    currency: account.currency,
    status: 'REQUESTED',
    expectedArrival,
    sendAt: sendTime(account.currency, expectedArrival, now),
    createdAt: now,
    updatedAt: now,
  });
  await postLedgerTransaction(tx, {
    type: 'RESERVATION',
    accid: account.accid,
    reference: `withdrawal:${row.id}:reserved`,
    createdAt: now,
    entries: [
      { account: account.accid, kind: 'cash', asset: account.currency, amount: `-${amount}` },
      { account: account.accid, kind: 'cash_reserved', asset: account.currency, amount },
    ],
  });
  await enqueue(
    { db: tx, clock: ctx.clock },
    sendWithdrawalJob,
    { withdrawalId: row.id },
    { runAt: row.sendAt },
  );
  return withdrawalView(row);
}

export async function listWithdrawals(ctx: AppContext, account: AccountRow): Promise<WithdrawalView[]> {
  return (await withdrawalsOfAccount(ctx.db, account.accid)).map(withdrawalView);
}

/**
 * Cancels a REQUESTED withdrawal: the reserved cash is free again. Under the account's and the
 * withdrawal's locks, so it and the sending job cannot both win: once SENT it is 409. Cancelling a
 * cancelled one again changes nothing.
 */
export async function cancelWithdrawal(ctx: AppContext, account: AccountRow, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, account.accid);
    const row = await lockWithdrawal(tx, id);
    if (row?.accid !== account.accid) throw new AppError('NOT_FOUND', 'No such withdrawal.');
    if (row.status === 'CANCELLED') return;
    if (row.status !== 'REQUESTED') {
      throw new AppError('WITHDRAWAL_NOT_CANCELLABLE', 'This withdrawal has already been sent.');
    }
    const now = ctx.clock.now();
    await setWithdrawalStatus(tx, id, { status: 'CANCELLED', at: now });
    await postLedgerTransaction(tx, {
      type: 'RESERVATION',
      accid: account.accid,
      reference: `withdrawal:${id}:cancelled`,
      createdAt: now,
      entries: [
        { account: account.accid, kind: 'cash_reserved', asset: row.currency, amount: `-${row.amount}` },
        { account: account.accid, kind: 'cash', asset: row.currency, amount: row.amount },
      ],
    });
  });
}
