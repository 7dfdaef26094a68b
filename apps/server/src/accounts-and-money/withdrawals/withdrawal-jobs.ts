import type { AppContext } from '../../context.ts';
import { defineJob, enqueue } from '../../platform/jobs/index.ts';
import { sendPayment } from '../bank/bank-gateway.ts';
import { HOUSE, lockAccount, postLedgerTransaction } from '../ledger/ledger-repo.ts';
import { payoutAccountById } from '../payout/payout-repo.ts';
import { lockWithdrawal, setWithdrawalStatus, withdrawalById } from './withdrawals-repo.ts';

/**
 * Sends a REQUESTED withdrawal on its day: SENT, and the reserved cash leaves the account for the bank
 * (cash_reserved → system:bank), in one transaction under the account's and the withdrawal's locks —
 * so a cancel either came first (nothing to send) or comes after (409). Then the bank's answer is
 * asked for after the configured delay. Runs again safely: only a REQUESTED withdrawal is sent.
 */
export const sendWithdrawalJob = defineJob<{ withdrawalId: string }>({
  name: 'accounts-and-money.send-withdrawal',
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 30_000,
  handler: (ctx, { withdrawalId }) => sendWithdrawal(ctx, withdrawalId),
});

export async function sendWithdrawal(ctx: AppContext, withdrawalId: string): Promise<void> {
  const head = await withdrawalById(ctx.db, withdrawalId);
  if (!head) return;
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, head.accid);
    const row = await lockWithdrawal(tx, withdrawalId);
    if (row?.status !== 'REQUESTED') return;
    const now = ctx.clock.now();
    await setWithdrawalStatus(tx, row.id, { status: 'SENT', at: now });
    await postLedgerTransaction(tx, {
      type: 'WITHDRAWAL',
      accid: row.accid,
      reference: `withdrawal:${row.id}:sent`,
      createdAt: now,
      entries: [
        { account: row.accid, kind: 'cash_reserved', asset: row.currency, amount: `-${row.amount}` },
        { account: HOUSE.bank, kind: 'cash', asset: row.currency, amount: row.amount },
      ],
    });
    await enqueue(
      { db: tx, clock: ctx.clock },
      withdrawalOutcomeJob,
      { withdrawalId: row.id },
      { runAt: new Date(now.getTime() + ctx.config.bank.settlementDelaySeconds * 1000) },
    );
  });
}

/**
 * The bank's answer to a SENT withdrawal: the payment instruction goes to the bank under the
 * withdrawal's reference (the bank treats a repeat as the same payment) and its answer settles it, or
 * rejects it with the cash back in the account (system:bank → cash). Runs again safely.
 */
export const withdrawalOutcomeJob = defineJob<{ withdrawalId: string }>({
  name: 'accounts-and-money.withdrawal-outcome',
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 30_000,
  handler: (ctx, { withdrawalId }) => settleWithdrawal(ctx, withdrawalId),
});

export async function settleWithdrawal(ctx: AppContext, withdrawalId: string): Promise<void> {
  const head = await withdrawalById(ctx.db, withdrawalId);
  if (head?.status !== 'SENT') return;
  const payout = (await payoutAccountById(ctx.db, head.payoutAccountId))!;
  const answer = await sendPayment(ctx, {
    reference: `withdrawal:${head.id}`,
    amount: head.amount,
    currency: head.currency,
    account: {
      iban: payout.iban,
      clearingNumber: payout.clearingNumber,
      accountNumber: payout.accountNumber,
    },
  });
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, head.accid);
    const row = await lockWithdrawal(tx, withdrawalId);
    if (row?.status !== 'SENT') return;
    const now = ctx.clock.now();
    if (answer.result === 'ACCEPTED') {
      await setWithdrawalStatus(tx, row.id, { status: 'SETTLED', at: now });
      return;
    }
    await setWithdrawalStatus(tx, row.id, {
      status: 'REJECTED',
      at: now,
      reason: answer.reason ?? 'REJECTED',
    });
    await postLedgerTransaction(tx, {
      type: 'WITHDRAWAL',
      accid: row.accid,
      reference: `withdrawal:${row.id}:returned`,
      createdAt: now,
      entries: [
        { account: HOUSE.bank, kind: 'cash', asset: row.currency, amount: `-${row.amount}` },
        { account: row.accid, kind: 'cash', asset: row.currency, amount: row.amount },
      ],
    });
  });
}
