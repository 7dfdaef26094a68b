import { randomUUID } from 'node:crypto';
import type { CreditLineBody, CreditLineView, CreditView } from '@havn/contract';
import { dec, roundMoney } from '@havn/domain/broker/index';
import {
  checkCreditLimit,
  creditRate,
  creditTerms,
  dailyInterest,
  lendsAgainst,
} from '@havn/domain/credit/index';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import {
  accountBalances,
  HOUSE,
  lockAccount,
  postLedgerTransaction,
} from '../../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { creditLines } from '../../db/schema/credit-lines.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { hasPaymentRemark } from '../mortgages/credit-bureau.ts';
import { personalNumberOfUser } from '../mortgages/mortgages-repo.ts';
import { collateralOf, standingOf } from './collateral.ts';
import {
  activeCreditLine,
  type CreditLineRow,
  closeCreditLine as closeLine,
  creditLineByRequestKey,
  insertCreditLine,
} from './credit-lines-repo.ts';
import { openMarginCall } from './margin-calls.ts';

/** Securities lending on one account: its holdings' lending values, its line and where it stands. */
export async function creditView(ctx: AppContext, account: AccountRow): Promise<CreditView> {
  const [balances, line, interest, call] = await Promise.all([
    accountBalances(ctx.db, account.accid),
    activeCreditLine(ctx.db, account.accid),
    interestThisMonth(ctx, account),
    openMarginCall(ctx.db, account.accid),
  ]);
  const { holdings, values } = await collateralOf(ctx, ctx.db, account, balances);
  const standing = standingOf(account, balances, line, values);
  const terms = lendsAgainst(account.accountType) ? creditTerms(account.currency) : null;
  const percentOf = new Map(values.items.map((i) => [i.instrumentId, i]));
  return {
    accid: account.accid,
    currency: account.currency,
    offered: terms !== null,
    terms: terms && {
      currency: terms.currency,
      minLimit: roundMoney(terms.minLimit, terms.currency),
      maxLimit: roundMoney(terms.maxLimit, terms.currency),
      rates: terms.rates.map((r) => ({
        upTo: r.upTo === null ? null : roundMoney(r.upTo, terms.currency),
        percent: r.percent,
      })),
    },
    line: line && lineView(line),
    holdings: holdings.map((h) => ({
      instrumentId: h.instrument.id,
      name: h.instrument.name,
      marketValue: h.marketValue,
      percent: percentOf.get(h.instrument.id)?.percent ?? 0,
      lendingValue: percentOf.get(h.instrument.id)?.lendingValue ?? roundMoney('0', account.currency),
    })),
    lendingValue: values.total,
    diversified: values.diversified,
    standing,
    ratePercent: terms ? creditRate(terms, standing.loan) : null,
    interestThisMonth: interest,
    marginCall: call && { shortfall: call.shortfall, deadline: call.deadline.toISOString() },
  };
}

export function lineView(line: CreditLineRow): CreditLineView {
  return {
    id: line.id,
    status: 'ACTIVE',
    creditLimit: line.creditLimit,
    currency: line.currency,
    createdAt: line.createdAt.toISOString(),
  };
}

/** The line an Idempotency-Key made already, if it did: its repeat needs neither checks nor a new eID. */
export function creditLineOfKey(ctx: AppContext, user: UserRow, key: string): Promise<CreditLineRow | null> {
  return creditLineByRequestKey(ctx.db, `${user.id}:${key}`);
}

/**
 * Whether Havn may grant `body` on `account`: the account and the limit (the domain's rule), no line
 * open already, then the credit check's answer on the customer's payment remarks. Called before the
 * eID and the transaction; a bureau that does not answer is a 503, and nothing is recorded.
 */
export async function checkCreditLine(
  ctx: AppContext,
  user: UserRow,
  account: AccountRow,
  body: CreditLineBody,
): Promise<{ remarks: boolean }> {
  requireLimitInRange(account, body);
  if (await activeCreditLine(ctx.db, account.accid)) throw lineOpen();
  return { remarks: await remarksOf(ctx, user) };
}

/** The domain's rule on the account and the limit asked for: a 422 with the range when outside it. */
function requireLimitInRange(account: AccountRow, body: CreditLineBody): void {
  const problem = checkCreditLimit(account.accountType, account.currency, body.creditLimit);
  if (problem?.code === 'CREDIT_NOT_OFFERED') throw new AppError(problem.code, problem.detail);
  if (problem) {
    throw new AppError(
      problem.code,
      `A credit limit is from ${problem.minimum} to ${problem.maximum} ${problem.currency}.`,
      { extensions: { minimum: problem.minimum, max: problem.maximum } },
    );
  }
}

/** The credit check's answer on the customer's payment remarks (a 503 when it does not answer). */
async function remarksOf(ctx: AppContext, user: UserRow): Promise<boolean> {
  const personalNumber = (await personalNumberOfUser(ctx.db, user.id)) ?? user.id;
  try {
    return await hasPaymentRemark(ctx, personalNumber);
  } catch {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The credit check does not answer just now. Try again in a minute.',
    );
  }
}

const refusedForRemarks = () =>
  new AppError(
    'CREDIT_REFUSED',
    'The credit check found a payment remark against you, so Havn cannot grant a credit limit now.',
    { extensions: { reason: 'PAYMENT_REMARKS' } },
  );

const lineOpen = () =>
  new AppError(
    'CREDIT_LINE_OPEN',
    'This account has a credit limit already: end it before asking for another.',
  );

/**
 * Records the granted line in the transaction that claims the Idempotency-Key, or refuses it for the
 * credit check's payment remark (the 422 is kept for the key, so a retry gets the same answer).
 */
export async function openCreditLine(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  account: AccountRow,
  body: CreditLineBody,
  checked: { remarks: boolean } | null,
  key: string,
): Promise<CreditLineView> {
  const requestKey = `${user.id}:${key}`;
  const existing = await creditLineByRequestKey(tx, requestKey);
  if (existing) return lineView(existing);
  const { remarks } = checked ?? (await checkCreditLine(ctx, user, account, body));
  if (remarks) throw refusedForRemarks();
  try {
    const line = await insertCreditLine(tx, {
      id: randomUUID(),
      accid: account.accid,
      userId: user.id,
      requestKey,
      status: 'ACTIVE',
      creditLimit: roundMoney(body.creditLimit, account.currency),
      currency: account.currency,
      createdAt: ctx.clock.now(),
    });
    return lineView(line);
  } catch (error) {
    if (isUniqueViolation(error, 'credit_lines_active_key')) throw lineOpen();
    throw error;
  }
}

/**
 * Whether the account's line may change to `body`'s limit: the limit in range and a line to change (404
 * without one); a higher limit asks the credit check again (a lower one needs no check). Called before
 * the eID and the transaction, as `checkCreditLine`.
 */
export async function checkCreditLimitChange(
  ctx: AppContext,
  user: UserRow,
  account: AccountRow,
  body: CreditLineBody,
): Promise<{ remarks: boolean }> {
  requireLimitInRange(account, body);
  const line = await activeCreditLine(ctx.db, account.accid);
  if (!line) throw noLine();
  const raised = dec(body.creditLimit).greaterThan(dec(line.creditLimit));
  return { remarks: raised ? await remarksOf(ctx, user) : false };
}

const noLine = () => new AppError('NOT_FOUND', 'This account has no credit limit.');

/**
 * Changes the account's limit, under the account's lock (an order that would borrow waits for it), in
 * the transaction that claims the Idempotency-Key: the line in force ends and one with the new limit
 * starts (the lines are the limit's history), unless the limit is the same. A higher limit is refused
 * for a payment remark; a lower one may not go below what is borrowed (CREDIT_LIMIT_BELOW_LOAN, with
 * the loan as its `minimum`).
 */
export async function changeCreditLimit(
  ctx: AppContext,
  tx: Db,
  user: UserRow,
  account: AccountRow,
  body: CreditLineBody,
  checked: { remarks: boolean },
  key: string,
): Promise<CreditLineView> {
  await lockAccount(tx, account.accid);
  const line = await activeCreditLine(tx, account.accid);
  if (!line) throw noLine();
  const limit = roundMoney(body.creditLimit, account.currency);
  if (dec(limit).equals(dec(line.creditLimit))) return lineView(line);
  if (dec(limit).greaterThan(dec(line.creditLimit)) && checked.remarks) throw refusedForRemarks();
  const loan = dec(0).minus((await accountBalances(tx, account.accid)).get('cash', account.currency));
  if (loan.greaterThan(dec(limit))) {
    const borrowed = roundMoney(loan, account.currency);
    throw new AppError(
      'CREDIT_LIMIT_BELOW_LOAN',
      `You have borrowed ${borrowed} ${account.currency}: the limit cannot be lower than that.`,
      { extensions: { minimum: borrowed } },
    );
  }
  const now = ctx.clock.now();
  await closeLine(tx, line.id, now);
  const changed = await insertCreditLine(tx, {
    id: randomUUID(),
    accid: account.accid,
    userId: user.id,
    requestKey: `${user.id}:${key}`,
    status: 'ACTIVE',
    creditLimit: limit,
    currency: account.currency,
    createdAt: now,
  });
  return lineView(changed);
}

/**
 * Ends the account's line, under the account's lock (an order that would borrow waits for it): only
 * when nothing is borrowed, nor held back for an open buy beyond the cash (the free cash is not
 * negative).
 */
export async function endCreditLine(ctx: AppContext, account: AccountRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, account.accid);
    const line = await activeCreditLine(tx, account.accid);
    if (!line) throw noLine();
    const balances = await accountBalances(tx, account.accid);
    if (balances.get('cash', account.currency).isNegative()) {
      throw new AppError(
        'CREDIT_IN_USE',
        'Something is borrowed on this account: pay it back with a deposit or a sale first.',
      );
    }
    await closeLine(tx, line.id, ctx.clock.now());
  });
}

/** The interest charged on the account's loan since the first of this month (UTC), as a positive amount. */
async function interestThisMonth(ctx: AppContext, account: AccountRow): Promise<string> {
  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = rowsOf<{ total: string | null }>(
    await ctx.db.execute(sql`
      select sum(${ledgerEntries.amount})::text as total
      from ${ledgerEntries} join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
      where ${and(
        eq(ledgerTransactions.type, 'CREDIT_INTEREST'),
        eq(ledgerTransactions.accid, account.accid),
        gte(ledgerTransactions.createdAt, monthStart),
        eq(ledgerEntries.account, account.accid),
      )}`),
  );
  return roundMoney(dec(row?.total ?? '0').negated(), account.currency);
}

/**
 * One day's interest on every account that borrows (its cash, held back by open buys included, is
 * negative): booked from the account's cash to the lending desk, once per account and day (the
 * reference `credit-interest:{accid}:{day}`). Runs daily; a repeat of a day books nothing.
 */
export async function chargeCreditInterest(ctx: AppContext, day: string): Promise<number> {
  const lines = await ctx.db.select().from(creditLines).where(eq(creditLines.status, 'ACTIVE'));
  let charged = 0;
  for (const line of lines) {
    const terms = creditTerms(line.currency);
    if (!terms) continue;
    const booked = await ctx.db.transaction(async (tx) => {
      const account = await lockAccount(tx, line.accid);
      if (!account) return false;
      const balances = await accountBalances(tx, line.accid);
      const cash = balances.get('cash', line.currency).plus(balances.get('cash_reserved', line.currency));
      const interest = dailyInterest(terms, cash.isNegative() ? cash.negated() : dec(0));
      if (dec(interest).isZero()) return false;
      const reference = `credit-interest:${line.accid}:${day}`;
      const [already] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference));
      if (already) return false;
      await postLedgerTransaction(tx, {
        type: 'CREDIT_INTEREST',
        accid: line.accid,
        reference,
        createdAt: ctx.clock.now(),
        entries: [
          {
            account: line.accid,
            kind: 'cash',
            asset: line.currency,
            amount: dec(interest).negated().toFixed(),
          },
          { account: HOUSE.credit, kind: 'cash', asset: line.currency, amount: interest },
        ],
      });
      return true;
    });
    if (booked) charged += 1;
  }
  return charged;
}
