import type {
  ChangeSavingsPlanBody,
  CreateSavingsPlanBody,
  SavingsPlanView,
  SavingsRunView,
} from '@havn/contract';
import { bankingOf } from '@havn/domain/broker/bank-days';
import {
  type Allocation,
  checkSavingsPlan,
  isSavingsInstrument,
  nextPlanRun,
  roundMoney,
} from '@havn/domain/broker/index';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import type { AccountRow } from '../../accounts-and-money/accounts/accounts-repo.ts';
import {
  createRecurringDeposit,
  stopRecurringDeposit,
} from '../../accounts-and-money/direct-debit/recurring-deposits.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { instrumentsByIds } from '../../market-data/market-repo.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/sessions.ts';
import { requireBuyable } from '../order-service.ts';
import {
  insertSavingsPlan,
  lockSavingsPlan,
  runsOfPlan,
  type SavingsPlanRow,
  type SavingsRunRow,
  savingsPlanById,
  savingsPlanByRequestKey,
  savingsPlansOfUser,
  updateSavingsPlan,
} from './savings-plans-repo.ts';

export function savingsPlanView(row: SavingsPlanRow): SavingsPlanView {
  return {
    id: row.id,
    accid: row.accid,
    amount: roundMoney(row.amount, row.currency),
    currency: row.currency,
    dayOfMonth: row.dayOfMonth,
    source: row.source,
    payoutAccountId: row.payoutAccountId,
    allocations: row.allocations,
    status: row.status,
    nextRunDate: row.nextRunDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function savingsRunView(row: SavingsRunRow): SavingsRunView {
  return { month: row.month, runDate: row.runDate, status: row.status, orders: row.orders };
}

/**
 * The plan's allocations checked as the server must: each instrument a fund or an ETF the account may
 * hold and the customer is found appropriate for, the shares whole and summing to 100, the amount at
 * least the currency's smallest fund purchase.
 */
async function checkedPlan(
  ctx: AppContext,
  account: AccountRow,
  plan: { amount: string; allocations: readonly Allocation[] },
): Promise<void> {
  const rows = await instrumentsByIds(
    ctx.db,
    plan.allocations.map((a) => a.instrumentId),
  );
  const instrumentOf = new Map(rows.map((i) => [i.id, i]));
  for (const allocation of plan.allocations) {
    const instrument = instrumentOf.get(allocation.instrumentId);
    if (!instrument) throw new AppError('NOT_FOUND', 'There is no such fund or ETF.');
    if (!isSavingsInstrument(instrument.type)) {
      throw new AppError('NOT_A_FUND_OR_ETF', `${instrument.name} is neither a fund nor an ETF.`);
    }
    await requireBuyable(ctx, account, instrument);
  }
  const problem = checkSavingsPlan(plan, account.currency);
  if (problem?.code === 'AMOUNT_TOO_SMALL') {
    throw new AppError(
      'AMOUNT_TOO_SMALL',
      `The smallest monthly amount is ${problem.minimum} ${account.currency}.`,
      {
        extensions: { minimum: problem.minimum },
      },
    );
  }
  if (problem) throw new AppError(problem.code, problem.detail);
}

export async function listSavingsPlans(ctx: AppContext, user: UserRow): Promise<SavingsPlanView[]> {
  return (await savingsPlansOfUser(ctx.db, user.id)).map(savingsPlanView);
}

/**
 * A monthly savings plan on one of the customer's accounts. Paid by direct debit, it also sets up the
 * recurring deposit that brings the amount on the plan's day (recurring-deposits.ts: an active mandate
 * on the payout account is needed), and buys two bank days later. The Idempotency-Key makes the
 * request key, so a retry finds the plan it made (and the deposit its own key).
 */
export async function createSavingsPlan(
  ctx: AppContext,
  user: UserRow,
  input: CreateSavingsPlanBody & { idempotencyKey: string },
): Promise<SavingsPlanView> {
  const requestKey = `${user.id}:${input.idempotencyKey}`;
  const existing = await savingsPlanByRequestKey(ctx.db, requestKey);
  if (existing) return savingsPlanView(existing);
  const account = await ownAccount(ctx, user, input.accid);
  await checkedPlan(ctx, account, input);
  let recurringDepositId: string | null = null;
  if (input.source === 'DIRECT_DEBIT') {
    if (input.payoutAccountId === undefined) {
      throw new AppError(
        'INVALID_SAVINGS_PLAN',
        'Name the bank account the monthly amount is collected from.',
      );
    }
    const deposit = await createRecurringDeposit(ctx, user, account, {
      amount: input.amount,
      dayOfMonth: input.dayOfMonth,
      payoutAccountId: input.payoutAccountId,
      idempotencyKey: `${input.idempotencyKey}:savings-plan`,
    });
    recurringDepositId = deposit.id;
  }
  const now = ctx.clock.now();
  const first = nextPlanRun(bankingOf(account.currency), input.dayOfMonth, now, null, input.source);
  try {
    const row = await insertSavingsPlan(ctx.db, {
      accid: account.accid,
      userId: user.id,
      requestKey,
      amount: roundMoney(input.amount, account.currency),
      currency: account.currency,
      dayOfMonth: input.dayOfMonth,
      source: input.source,
      payoutAccountId: input.source === 'DIRECT_DEBIT' ? (input.payoutAccountId ?? null) : null,
      recurringDepositId,
      allocations: input.allocations,
      status: 'ACTIVE',
      nextMonth: first.month,
      nextRunDate: first.runDate,
      createdAt: now,
      updatedAt: now,
    });
    return savingsPlanView(row);
  } catch (error) {
    const made = isUniqueViolation(error, 'savings_plans_request_key_unique')
      ? await savingsPlanByRequestKey(ctx.db, requestKey)
      : undefined;
    if (made) return savingsPlanView(made);
    throw error;
  }
}

/** The customer's own plan, or NOT_FOUND (someone else's plan is as good as none). */
async function ownPlan(ctx: AppContext, user: UserRow, id: string): Promise<SavingsPlanRow> {
  const plan = await savingsPlanById(ctx.db, id);
  if (plan?.userId !== user.id) throw new AppError('NOT_FOUND', 'No such savings plan.');
  return plan;
}

const ended = () =>
  new AppError('PLAN_CANCELLED', 'This savings plan has ended and can no longer be changed.');

/**
 * A plan's amount, day and allocations changed, from its next run on (a run already made stays as it
 * was). Under the plan's lock, so a change and the making of a run take turns.
 */
export async function changeSavingsPlan(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: ChangeSavingsPlanBody,
): Promise<SavingsPlanView> {
  const plan = await ownPlan(ctx, user, id);
  const account = await ownAccount(ctx, user, plan.accid);
  await checkedPlan(ctx, account, input);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockSavingsPlan(tx, id);
    if (!locked) throw new AppError('NOT_FOUND', 'No such savings plan.');
    if (locked.status === 'CANCELLED') throw ended();
    const now = ctx.clock.now();
    const next =
      locked.status === 'ACTIVE'
        ? nextPlanRun(bankingOf(locked.currency), input.dayOfMonth, now, locked.lastRunMonth, locked.source)
        : null;
    return updateSavingsPlan(tx, id, {
      amount: roundMoney(input.amount, locked.currency),
      dayOfMonth: input.dayOfMonth,
      allocations: input.allocations,
      nextMonth: next?.month ?? null,
      nextRunDate: next?.runDate ?? null,
      updatedAt: now,
    });
  });
  return savingsPlanView(row);
}

/** Pauses (no run until resumed) or resumes (from the next run day after today) a plan. */
export async function setSavingsPlanPaused(
  ctx: AppContext,
  user: UserRow,
  id: string,
  paused: boolean,
): Promise<SavingsPlanView> {
  await ownPlan(ctx, user, id);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockSavingsPlan(tx, id);
    if (!locked) throw new AppError('NOT_FOUND', 'No such savings plan.');
    if (locked.status === 'CANCELLED') throw ended();
    if ((locked.status === 'PAUSED') === paused) return locked;
    const now = ctx.clock.now();
    const next = paused
      ? null
      : nextPlanRun(bankingOf(locked.currency), locked.dayOfMonth, now, locked.lastRunMonth, locked.source);
    return updateSavingsPlan(tx, id, {
      status: paused ? 'PAUSED' : 'ACTIVE',
      nextMonth: next?.month ?? null,
      nextRunDate: next?.runDate ?? null,
      updatedAt: now,
    });
  });
  return savingsPlanView(row);
}

/** Ends a plan, and the direct debit that paid it; runs made stay. Ending it again changes nothing. */
export async function cancelSavingsPlan(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const plan = await ownPlan(ctx, user, id);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockSavingsPlan(tx, id);
    if (!locked || locked.status === 'CANCELLED') return null;
    return updateSavingsPlan(tx, id, {
      status: 'CANCELLED',
      nextMonth: null,
      nextRunDate: null,
      updatedAt: ctx.clock.now(),
    });
  });
  if (row?.recurringDepositId) {
    await stopRecurringDeposit(ctx, await ownAccount(ctx, user, plan.accid), row.recurringDepositId);
  }
}

export async function savingsPlanRuns(ctx: AppContext, user: UserRow, id: string): Promise<SavingsRunView[]> {
  await ownPlan(ctx, user, id);
  return (await runsOfPlan(ctx.db, id)).map(savingsRunView);
}
