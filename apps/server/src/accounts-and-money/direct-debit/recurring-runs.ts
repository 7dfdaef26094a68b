import { latestBankingDate } from '@havn/domain/broker/bank-days';
import { nextRun, runIsDue } from '@havn/domain/broker/direct-debit-dates';
import {
  checkDepositCap,
  checkMandateMax,
  type DepositCapRefusal,
  roundMoney,
} from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { defineJob, enqueue, MINUTE_MS } from '../../platform/jobs/index.ts';
import { insertMessage } from '../../watchlists-and-alerts/index.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';
import { capStandingOf } from '../accounts/cap-usage.ts';
import { collectDebit } from '../bank/bank-gateway.ts';
import { HOUSE, lockAccount, postLedgerTransaction } from '../ledger/ledger-repo.ts';
import { payoutAccountById } from '../payout/payout-repo.ts';
import { liveMandateOf } from './mandates-repo.ts';
import {
  collectedThisMonth,
  insertRun,
  lockRecurringDeposit,
  lockRun,
  type RecurringRunRow,
  recurringDepositById,
  recurringDepositsDueBy,
  runById,
  setNextRun,
  setRunStatus,
} from './recurring-deposits-repo.ts';

/**
 * Makes the month's run of every recurring deposit whose run day has come in its country: one run row
 * per deposit and month — the unique key on (deposit, month) makes that hold for a job that runs twice,
 * or in two processes at once — and the deposit moves on to the next month (a stopped one to nothing).
 * Each run is then collected by its own job. Returns the runs this call made.
 */
export async function makeDueRuns(ctx: AppContext): Promise<string[]> {
  const now = ctx.clock.now();
  // A cheap bound: each row is then checked on its own scheme's calendar (runIsDue).
  const due = await recurringDepositsDueBy(ctx.db, latestBankingDate(now));
  const made: string[] = [];
  for (const candidate of due) {
    if (!runIsDue(candidate.scheme, candidate.nextRunDate!, now)) continue;
    const runId = await ctx.db.transaction(async (tx) => {
      const row = await lockRecurringDeposit(tx, candidate.id);
      if (row?.nextMonth !== candidate.nextMonth || row.nextRunDate === null || row.nextMonth === null)
        return null;
      const run = await insertRun(tx, {
        recurringDepositId: row.id,
        month: row.nextMonth,
        runDate: row.nextRunDate,
        amount: row.amount,
        currency: row.currency,
        status: 'EXPECTED',
        createdAt: now,
        updatedAt: now,
      });
      await setNextRun(
        tx,
        row.id,
        row.status === 'ACTIVE' ? nextRun(row.scheme, row.dayOfMonth, now, row.nextMonth) : null,
      );
      if (!run) return null;
      await enqueue({ db: tx, clock: ctx.clock }, collectRunJob, { runId: run.id });
      return run.id;
    });
    if (runId) made.push(runId);
  }
  return made;
}

export const makeDueRunsJob = defineJob({
  name: 'accounts-and-money.recurring-deposits.due',
  retry: { attempts: 3, backoffMs: 5_000, maxBackoffMs: MINUTE_MS },
  timeoutMs: 60_000,
  handler: (ctx) => makeDueRuns(ctx),
});

/** Collects one run (see collectRun); retried while the bank cannot be reached. */
export const collectRunJob = defineJob<{ runId: string }>({
  name: 'accounts-and-money.recurring-deposits.collect',
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 30_000,
  handler: (ctx, { runId }) => collectRun(ctx, runId),
});

/**
 * A run that failed, told once: FAILED with its reason, and a message in the customer's inbox in the
 * same transaction (only the transaction that moves it from EXPECTED writes one).
 */
async function failRun(
  tx: Db,
  ctx: AppContext,
  run: RecurringRunRow,
  userId: string,
  reason: string,
): Promise<void> {
  const now = ctx.clock.now();
  await setRunStatus(tx, run.id, { status: 'FAILED', at: now, reason });
  await insertMessage(tx, {
    userId,
    kind: 'RECURRING_DEPOSIT_FAILED',
    payload: {
      recurringDepositId: run.recurringDepositId,
      runId: run.id,
      runDate: run.runDate,
      amount: roundMoney(run.amount, run.currency),
      currency: run.currency,
      reason,
    },
    createdAt: now,
  });
}

type Refusal = 'MANDATE_NOT_ACTIVE' | 'MANDATE_MAX_EXCEEDED' | DepositCapRefusal;

/** Why a run may not be collected now: the mandate, its maximum, the cap. Call under the account's lock. */
async function refusalOf(
  tx: Db,
  ctx: AppContext,
  run: RecurringRunRow,
  account: AccountRow,
  payoutAccountId: string,
  userId: string,
): Promise<Refusal | null> {
  const mandate = await liveMandateOf(tx, payoutAccountId);
  if (mandate?.userId !== userId || mandate.status !== 'ACTIVE') return 'MANDATE_NOT_ACTIVE';
  const already = await collectedThisMonth(tx, payoutAccountId, run.month, run.id);
  if (!checkMandateMax(mandate.monthlyMax, { alreadyThisMonth: already, amount: run.amount }).ok) {
    return 'MANDATE_MAX_EXCEEDED';
  }
  const now = ctx.clock.now();
  const standing = await capStandingOf(tx, account, now);
  const cap = checkDepositCap(account.accountType, {
    year: now.getUTCFullYear(),
    ...standing,
    amount: run.amount,
  });
  return cap.ok ? null : cap.code;
}

/**
 * Collects an EXPECTED run: refused at once when the mandate is no longer active, AvtaleGiro's monthly
 * maximum would be passed or the account's deposit cap would (the aktiesparekonto, the
 * osakesäästötili); otherwise the debit is asked of the bank under the run's reference (a repeat is the
 * same collection), and what it answers is booked under the account's and the run's locks: RECEIVED
 * with a DEPOSIT in the ledger (reference `recurring-deposit:{runId}`, once), or FAILED with the bank's
 * reason. The cap is checked again at booking: a deposit may have filled the room meanwhile, and then
 * the money is not booked (the bank returns it). Runs again safely: only an EXPECTED run moves.
 */
export async function collectRun(ctx: AppContext, runId: string): Promise<void> {
  const head = await runById(ctx.db, runId);
  if (head?.status !== 'EXPECTED') return;
  const deposit = (await recurringDepositById(ctx.db, head.recurringDepositId))!;
  const refused = await ctx.db.transaction(async (tx) => {
    // The account's lock first, then the run's, as every balance change takes them.
    const account = (await lockAccount(tx, deposit.accid))!;
    const run = await lockRun(tx, runId);
    if (run?.status !== 'EXPECTED') return true;
    const refusal = await refusalOf(tx, ctx, run, account, deposit.payoutAccountId, deposit.userId);
    if (!refusal) return false;
    await failRun(tx, ctx, run, deposit.userId, refusal);
    return true;
  });
  if (refused) return;
  const payout = (await payoutAccountById(ctx.db, deposit.payoutAccountId))!;
  const answer = await collectDebit(ctx, {
    reference: `recurring-deposit:${head.id}`,
    mandateReference: `payout-account:${payout.id}`,
    amount: head.amount,
    currency: head.currency,
    account: {
      iban: payout.iban,
      clearingNumber: payout.clearingNumber,
      accountNumber: payout.accountNumber,
    },
  });
  await ctx.db.transaction(async (tx) => {
    const account = (await lockAccount(tx, deposit.accid))!;
    const run = await lockRun(tx, runId);
    if (run?.status !== 'EXPECTED') return;
    if (answer.result === 'REJECTED') {
      await failRun(tx, ctx, run, deposit.userId, answer.reason ?? 'REJECTED');
      return;
    }
    // The bank has the money now: only the cap can still stop the booking (a mandate stopped since
    // does not undo a collection the bank made).
    const refusal = await refusalOf(tx, ctx, run, account, deposit.payoutAccountId, deposit.userId);
    if (refusal !== null && refusal !== 'MANDATE_NOT_ACTIVE' && refusal !== 'MANDATE_MAX_EXCEEDED') {
      await failRun(tx, ctx, run, deposit.userId, refusal);
      return;
    }
    const now = ctx.clock.now();
    await postLedgerTransaction(tx, {
      type: 'DEPOSIT',
      accid: deposit.accid,
      reference: `recurring-deposit:${run.id}`,
      createdAt: now,
      entries: [
        { account: HOUSE.bank, kind: 'cash', asset: run.currency, amount: `-${run.amount}` },
        { account: deposit.accid, kind: 'cash', asset: run.currency, amount: run.amount },
      ],
    });
    await setRunStatus(tx, run.id, { status: 'RECEIVED', at: now });
  });
}
