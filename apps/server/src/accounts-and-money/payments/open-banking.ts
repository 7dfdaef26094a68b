import { randomUUID } from 'node:crypto';
import { type SiteId, siteLanguage } from '@havn/domain';
import {
  checkDepositAmount,
  dec,
  type OpenBankingStatus,
  openBankingCreditAmount,
  openBankingOutcome,
  type PaymentNotificationKind,
  roundMoney,
} from '@havn/domain/broker/index';
import { build } from '@havn/routes';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceAbuseLimit } from '../../platform/rate-limit.ts';
import type { AccountRow } from '../accounts/accounts-repo.ts';
import { refusePastCap } from '../accounts/cap-usage.ts';
import { HOUSE, lockAccount, postLedgerTransaction } from '../ledger/ledger-repo.ts';
import {
  creditedAmountOf,
  type DepositRequestRow,
  depositRequestById,
  insertDepositRequest,
  notificationKindsOf,
  recordNotification,
  setDepositStatus,
  setProviderPayment,
} from './payments-repo.ts';
import { createProviderPayment, NOTIFICATION_PATH } from './provider-adapter.ts';

export interface OpenBankingDepositView {
  requestId: string;
  status: OpenBankingStatus;
  amount: string;
  currency: string;
  redirectUrl: string | null;
  createdAt: string;
}

export function depositView(row: DepositRequestRow): OpenBankingDepositView {
  return {
    requestId: row.requestId,
    status: row.status,
    amount: roundMoney(row.amount, row.currency),
    currency: row.currency,
    redirectUrl: row.status === 'INITIATED' ? row.redirectUrl : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Refuses a deposit past a capped account's room, as the simulated deposit does. */
async function checkRoom(ctx: AppContext, account: AccountRow, amount: string): Promise<void> {
  await refusePastCap(ctx.db, account, amount, ctx.clock.now());
}

/**
 * Opens an open-banking deposit: a request row (INITIATED), then a payment at the provider, whose
 * hosted page the customer is sent to. Nothing is booked until the provider's credit notification.
 */
export async function startOpenBankingDeposit(
  ctx: AppContext,
  account: AccountRow,
  input: { amount: string; currency: string; site: SiteId; ip: string },
): Promise<OpenBankingDepositView> {
  const problem = checkDepositAmount(input.amount);
  if (problem) throw new AppError('INVALID_AMOUNT', problem);
  if (input.currency !== account.currency) {
    throw new AppError('CURRENCY_NOT_SUPPORTED', `Deposits to this account are in ${account.currency}.`);
  }
  await enforceAbuseLimit(ctx, 'deposit', account.userId, input.ip);
  const amount = roundMoney(input.amount, account.currency);
  await checkRoom(ctx, account, amount);
  const now = ctx.clock.now();
  const requestId = randomUUID();
  await insertDepositRequest(ctx.db, {
    requestId,
    accid: account.accid,
    userId: account.userId,
    method: 'OPEN_BANKING',
    amount,
    currency: account.currency,
    status: 'INITIATED',
    createdAt: now,
    updatedAt: now,
  });
  const origin = ctx.config.publicOrigin;
  const finalize = (status: 'success' | 'reject' | 'cancel') =>
    `${origin}${build('deposit-finalize', { status, requestId }, input.site)}?accid=${account.accid}`;
  const payment = await createProviderPayment(
    ctx.config,
    {
      messageId: requestId,
      amount,
      currency: account.currency,
      endUserId: account.userId,
      notificationUrl: `${origin}${NOTIFICATION_PATH}`,
      successUrl: finalize('success'),
      failUrl: finalize('reject'),
      cancelUrl: finalize('cancel'),
      locale: siteLanguage[input.site],
    },
    now,
  );
  await setProviderPayment(
    ctx.db,
    requestId,
    { providerOrderId: payment.orderId, redirectUrl: payment.url },
    now,
  );
  const row = await depositRequestById(ctx.db, requestId);
  return depositView(row!);
}

export async function ownDeposit(
  ctx: AppContext,
  account: AccountRow,
  requestId: string,
): Promise<OpenBankingDepositView> {
  const row = await depositRequestById(ctx.db, requestId);
  if (!row || row.accid !== account.accid) throw new AppError('NOT_FOUND', 'No such deposit.');
  return depositView(row);
}

export interface PaymentNotification {
  notificationId: string;
  /** Our requestId, sent to the provider as the payment's message id. */
  messageId: string;
  kind: PaymentNotificationKind;
  amount?: string | undefined;
}

/**
 * Applies one provider notification exactly once, in any order: the notification id is recorded
 * under the account's lock, and the deposit's bookings follow from the set of kinds seen so far
 * (openBankingOutcome). The credit and its reversal each have a ledger reference of their own, so
 * neither can be booked twice. A debit after the cash was spent takes the account below zero: the
 * money left the bank, and the required action on the account (requiredActionOf) asks for it back.
 * A credit books the amount it states (openBankingCreditAmount: what the bank paid, not what was
 * asked); the request row keeps the asked amount and the notification the paid one, a difference is
 * logged for operations, and a debit takes back exactly what the credit booked.
 * Returns false for a notification already applied (the caller still acknowledges it).
 */
export async function applyPaymentNotification(
  ctx: AppContext,
  notification: PaymentNotification,
): Promise<boolean> {
  const request = await depositRequestById(ctx.db, notification.messageId);
  if (!request) throw new AppError('NOT_FOUND', 'No payment with this message id.');
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, request.accid);
    const now = ctx.clock.now();
    const before = openBankingOutcome(await notificationKindsOf(tx, request.requestId));
    const fresh = await recordNotification(tx, {
      notificationId: notification.notificationId,
      requestId: request.requestId,
      kind: notification.kind,
      amount: notification.amount ?? null,
      receivedAt: now,
    });
    if (!fresh) return false;
    const outcome = openBankingOutcome(await notificationKindsOf(tx, request.requestId));
    const round = (value: string) => roundMoney(value, request.currency);
    const book = (effect: 'credit' | 'reversal', sign: 1 | -1, amount: string) =>
      postLedgerTransaction(tx, {
        // A reversal is a deposit taken back: it counts against the cap's net deposits and as
        // money from outside in the account's returns, like the deposit it undoes.
        type: 'DEPOSIT',
        accid: request.accid,
        reference: `open-banking:${request.requestId}:${effect}`,
        createdAt: now,
        entries: [
          {
            account: HOUSE.bank,
            kind: 'cash',
            asset: request.currency,
            amount: sign > 0 ? `-${amount}` : amount,
          },
          {
            account: request.accid,
            kind: 'cash',
            asset: request.currency,
            amount: sign > 0 ? amount : `-${amount}`,
          },
        ],
      });
    // Each effect is booked on the change of the outcome, never per notification: a second credit
    // (another id, same payment) books nothing, and a debit that came first is reversed with its credit.
    if (outcome.credited && !before.credited) {
      // Only the credit that arrives first can change the outcome, so this is a credit notification.
      const credit = openBankingCreditAmount(request.amount, notification.amount, round);
      if (!dec(credit.difference).isZero()) {
        ctx.log.warn(
          { requestId: request.requestId, asked: round(request.amount), ...credit },
          'open banking: the credit differs from the amount asked; the paid amount is booked',
        );
      }
      await book('credit', 1, credit.amount);
    }
    if (outcome.reversed && !before.reversed) {
      const credited = await creditedAmountOf(tx, request.requestId, request.accid);
      await book('reversal', -1, round(credited ?? request.amount));
    }
    await setDepositStatus(tx, request.requestId, outcome.status, now);
    return true;
  });
}
