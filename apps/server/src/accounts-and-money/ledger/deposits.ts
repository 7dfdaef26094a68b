import { checkDepositAmount, roundMoney } from '@havn/domain/broker/index';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';
import { refusePastCap } from '../accounts/cap-usage.ts';
import { HOUSE, ledgerTransactionByReference, lockAccount, postLedgerTransaction } from './ledger-repo.ts';

export interface DepositResult {
  requestId: string;
  status: 'COMPLETED';
  amount: string;
  currency: string;
}

/**
 * A deposit from the simulated bank: cash moves from system:bank to the account at once. The ledger
 * reference carries the customer's idempotency key, so the same deposit can never be booked twice. A
 * capped account (aktiesparekonto, osakesäästötili) refuses what goes past its room with
 * DEPOSIT_CAP_EXCEEDED and the room: the aktiesparekonto's counts from its value on the last 31
 * December (kept by the portfolio's year-end job) plus this year's net deposits (domain notes §2).
 * @TODO(transfers issue): real bank transfers arrive asynchronously; this becomes their settlement step.
 */
export async function deposit(
  ctx: AppContext,
  account: AccountRow,
  input: { amount: string; currency: string; idempotencyKey: string; ip: string | null },
): Promise<DepositResult> {
  const problem = checkDepositAmount(input.amount);
  if (problem) throw new AppError('INVALID_AMOUNT', problem);
  if (input.currency !== account.currency) {
    throw new AppError('CURRENCY_NOT_SUPPORTED', `Deposits to this account are in ${account.currency}.`);
  }
  // Inside the idempotent call: a replay answers from the stored response and is not counted again.
  // `ip: null` is the demo seed booking history, not a customer's request; it is not capped.
  if (input.ip !== null) await enforceAbuseLimit(ctx, 'deposit', account.userId, input.ip);
  const amount = roundMoney(input.amount, account.currency);
  const reference = `deposit:${account.userId}:${input.idempotencyKey}`;
  const result = (id: number): DepositResult => ({
    requestId: String(id),
    status: 'COMPLETED',
    amount,
    currency: account.currency,
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, account.accid);
      const existing = await ledgerTransactionByReference(tx, reference);
      if (existing) return result(existing.id);
      // Under the account's lock, so two deposits cannot both fit the same room.
      await refusePastCap(tx, account, amount, ctx.clock.now());
      const id = await postLedgerTransaction(tx, {
        type: 'DEPOSIT',
        accid: account.accid,
        reference,
        createdAt: ctx.clock.now(),
        entries: [
          { account: HOUSE.bank, kind: 'cash', asset: account.currency, amount: `-${amount}` },
          { account: account.accid, kind: 'cash', asset: account.currency, amount },
        ],
      });
      return result(id);
    });
  } catch (error) {
    // Two takeovers of one abandoned key raced: the first booked it.
    const booked = isUniqueViolation(error, 'ledger_transactions_reference_unique')
      ? await ledgerTransactionByReference(ctx.db, reference)
      : undefined;
    if (booked) return result(booked.id);
    throw error;
  }
}
