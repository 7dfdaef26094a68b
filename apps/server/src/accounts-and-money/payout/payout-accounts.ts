import type { PayoutAccountView } from '@havn/contract';
import { type BankAccountInput, parseBankAccount } from '@havn/domain/broker/bank-account';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { defineJob, enqueue } from '../../platform/jobs/index.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { verifyAccount } from '../bank/bank-gateway.ts';
import {
  decidePayoutAccount,
  insertPayoutAccount,
  type PayoutAccountRow,
  payoutAccountById,
  payoutAccountsOfUser,
} from './payout-repo.ts';

export function payoutAccountView(row: PayoutAccountRow): PayoutAccountView {
  const parsed = parseBankAccount(
    row.iban
      ? { iban: row.iban }
      : { clearingNumber: row.clearingNumber!, accountNumber: row.accountNumber! },
  );
  return {
    id: row.id,
    status: row.status,
    iban: row.iban,
    clearingNumber: row.clearingNumber,
    accountNumber: row.accountNumber,
    bankName: row.bankName,
    display: parsed?.display ?? row.iban ?? `${row.clearingNumber}, ${row.accountNumber}`,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPayoutAccounts(ctx: AppContext, user: UserRow): Promise<PayoutAccountView[]> {
  return (await payoutAccountsOfUser(ctx.db, user.id)).map(payoutAccountView);
}

/**
 * The bank's verification of a new payout account, asked `verificationDelaySeconds` after it was added
 * (the demo's bank answers in seconds; a real one takes days). Runs again safely: an account already
 * decided stays as it is.
 */
export const verifyPayoutAccountJob = defineJob<{ payoutAccountId: string }>({
  name: 'accounts-and-money.verify-payout-account',
  retry: { attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  timeoutMs: 30_000,
  handler: async (ctx, { payoutAccountId }) => {
    const row = await payoutAccountById(ctx.db, payoutAccountId);
    if (row?.status !== 'PENDING_VERIFICATION') return;
    const answer = await verifyAccount(ctx, {
      reference: `payout-account:${row.id}`,
      customerId: row.userId,
      account: { iban: row.iban, clearingNumber: row.clearingNumber, accountNumber: row.accountNumber },
    });
    await decidePayoutAccount(ctx.db, row.id, {
      status: answer.result === 'APPROVED' ? 'ACTIVE' : 'REJECTED',
      reason: answer.result === 'APPROVED' ? null : (answer.reason ?? 'NOT_APPROVED'),
      at: ctx.clock.now(),
    });
  },
});

/**
 * Pre-registers a bank account of the customer's own (the route has asked for a fresh eID first): a
 * valid number, added once per customer, PENDING_VERIFICATION until the bank answers on the queue.
 */
export async function addPayoutAccount(
  ctx: AppContext,
  user: UserRow,
  input: BankAccountInput,
): Promise<PayoutAccountView> {
  const parsed = parseBankAccount(input);
  if (!parsed) throw new AppError('INVALID_BANK_ACCOUNT', 'That is not a valid bank account number.');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await insertPayoutAccount(tx, {
      userId: user.id,
      iban: parsed.iban,
      clearingNumber: parsed.clearingNumber,
      accountNumber: parsed.accountNumber,
      numberKey: parsed.numberKey,
      bankName: parsed.bankName,
      status: 'PENDING_VERIFICATION',
      createdAt: now,
    });
    if (!row) throw new AppError('CONFLICT', 'You have already added this bank account.');
    await enqueue(
      { db: tx, clock: ctx.clock },
      verifyPayoutAccountJob,
      { payoutAccountId: row.id },
      { runAt: new Date(now.getTime() + ctx.config.bank.verificationDelaySeconds * 1000) },
    );
    return payoutAccountView(row);
  });
}
