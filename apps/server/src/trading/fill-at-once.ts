import { randomUUID } from 'node:crypto';
import type { OrderView } from '@havn/contract';
import {
  type BrokerDecimal,
  checkOrder,
  fillPrice,
  instrumentAllowedInAccount,
  isFund,
  tickRuleOf,
} from '@havn/domain/broker/index';
import type { AccountRow } from '../accounts-and-money/accounts/accounts-repo.ts';
import { forgetKeptAccount } from '../accounts-and-money/accounts/kept-account-rows.ts';
import { requireAppropriate } from '../accounts-and-money/appropriateness/appropriateness-service.ts';
import type { Balances } from '../accounts-and-money/ledger/ledger-repo.ts';
import type { AppContext } from '../context.ts';
import { hasSqlState, isDeadlock, isStatementRefused, isUniqueViolation } from '../db/errors.ts';
import { commitsWith } from '../db/pipelined-client.ts';
import { liveFxRate } from '../market-data/fx.ts';
import { type InstrumentFacts, keptInstrumentFacts } from '../market-data/instruments/kept-instruments.ts';
import { AppError } from '../platform/errors.ts';
import { KEY_TAKEN, type KeyClaim, storedProblem } from '../platform/idempotency.ts';
import { completeKey, completeKeySql } from '../platform/idempotency-keys-repo.ts';
import { perKey } from '../platform/per-key.ts';
import { batchesPer } from '../platform/write-batches.ts';
import { immediateFill } from './fills.ts';
import { type LockTarget, lockAccountsClaimingKeys } from './order-keys-repo.ts';
import {
  filledWrites,
  newOrderParts,
  newOrderReservation,
  type PlaceOrderInput,
  requireCovered,
} from './order-service.ts';
import { presentOrder } from './order-view.ts';
import { type OrderWrites, writeNewOrder, writeNewOrders } from './order-writes-repo.ts';
import type { InstrumentRow } from './orders-repo.ts';

/** What placeFilledAtOnce answers for an order it leaves to placeOrderOn (idempotency's generic path). */
export const NOT_AT_ONCE: unique symbol = Symbol('not filled at once');

/**
 * A market order that fills at once, in the fewest round trips (issue 17), with its idempotency key
 * claimed and completed in its own transaction (idempotency.ts `idempotentWrite`): the key claimed in
 * the statement that locks the account's row (ownership checked there: `account` may be a kept row,
 * accounts-and-money/accounts/kept-account-rows.ts), the balances read under the lock, and the one write
 * (order-writes-repo.ts) storing the answer for the key as it writes the order. The instrument is the
 * kept reference data (market-data kept-instruments.ts) with whether it trades read under the lock. A
 * refusal under the lock (buying power, holdings) is kept for the key in the same transaction, which
 * commits it; any other failure rolls the key back with the rest. The market orders of a process that
 * arrive together share that transaction (`manyAtOnce`), each judged and answered on its own; orders on
 * accounts whose last write this process made are judged on what it kept of them and written in one
 * statement that checks that under the lock (`keptAtOnce`).
 *
 * Answers NOT_AT_ONCE, having written nothing, for whatever this path does not decide itself, and the
 * caller places the order through placeOrderOn under `idempotent`: an order refused before the lock
 * (unknown or halted instrument, lot size, market closed, the account's rules), one the quote does not
 * fill at once or whose fill the account could not pay, and a key some other request holds IN_FLIGHT
 * (which that path answers 409 or takes over). KEY_TAKEN when the key's first request committed: its
 * answer is replayed.
 */
export async function placeFilledAtOnce(
  ctx: AppContext,
  account: AccountRow,
  input: PlaceOrderInput,
  claim: KeyClaim,
): Promise<OrderView | typeof KEY_TAKEN | typeof NOT_AT_ONCE> {
  if (input.orderType !== 'MARKET') return NOT_AT_ONCE;
  const facts = await keptInstrumentFacts(ctx, input.instrumentId);
  // A fund is refused on the placement path (USE_FUND_ORDER), after the checks that come first.
  if (!facts || isFund(facts.type)) return NOT_AT_ONCE;
  if (input.side === 'BUY') {
    if (!instrumentAllowedInAccount(account.accountType, facts)) return NOT_AT_ONCE;
    try {
      await requireAppropriate(ctx.db, account.userId, facts.type);
    } catch (error) {
      if (error instanceof AppError) return NOT_AT_ONCE;
      throw error;
    }
  }
  const quote = (await ctx.marketData.quotes([facts.id])).get(facts.id) ?? null;
  // Whether it trades is read under the lock, afresh.
  const check = checkOrder({
    side: input.side,
    orderType: input.orderType,
    volume: input.volume,
    limitPrice: null,
    triggerPrice: null,
    tradable: true,
    lotSize: facts.lotSize,
    tickRule: tickRuleOf(facts),
    quote,
  });
  if (!check.ok || !quote) return NOT_AT_ONCE;
  const price = fillPrice(input.side, check.priceLimit, quote);
  if (price === null) return NOT_AT_ONCE;
  const rate = await liveFxRate(ctx.marketData, facts.currency, account.currency);

  const outcome = await atOnceBatches(ctx).write({
    ctx,
    account,
    facts,
    input,
    claim,
    priceLimit: check.priceLimit,
    price,
    rate,
    now: ctx.clock.now(),
    id: randomUUID(),
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** A market order checked before any lock, for its transaction (alone or with others). */
interface AtOnce {
  ctx: AppContext;
  /** The account as the caller read it (perhaps a kept row). */
  account: AccountRow;
  facts: InstrumentFacts;
  input: PlaceOrderInput;
  claim: KeyClaim;
  priceLimit: string;
  /** The quote's price it fills at. */
  price: string;
  rate: BrokerDecimal;
  now: Date;
  id: string;
}

/** An order's answer: a refusal is an AppError the caller throws. */
type Outcome = OrderView | AppError | typeof KEY_TAKEN | typeof NOT_AT_ONCE;

/**
 * How many batch transactions of a process may be out at once: while one writes, the next locks its
 * accounts (their accounts and keys never overlap, `holds`), so the chain of round trips of one batch
 * no longer bounds the throughput.
 */
export const AT_ONCE_IN_FLIGHT = 2;

/** While a batch is out, the next goes out once this many orders wait (write-batches.ts `minBatchBesides`). */
export const AT_ONCE_BESIDES = 8;

/**
 * The market orders of one process that arrive together share one transaction: one order an account
 * and a key (an account's lock and a key's row are held to the commit), up to 50 at once,
 * `AT_ONCE_IN_FLIGHT` transactions out at a time.
 */
const atOnceBatches = batchesPer((ctx: AppContext) => ({
  holds: (order: AtOnce) => [
    `account ${order.account.accid}`,
    `key ${order.claim.userId} ${order.claim.key}`,
  ],
  one: (order: AtOnce) =>
    writing(ctx, [order], async () => (await keptAtOnce(ctx, [order]))?.[0] ?? oneAtOnce(order)),
  many: (orders: readonly AtOnce[]) =>
    writing(ctx, orders, async () => (await keptAtOnce(ctx, orders)) ?? manyAtOnce(ctx, orders)),
  maxBatch: 50,
  maxInFlight: AT_ONCE_IN_FLIGHT,
  minBatchBesides: AT_ONCE_BESIDES,
}));

/** One order in its own transaction: three statements besides BEGIN and COMMIT (order-cost.test.ts). */
async function oneAtOnce(order: AtOnce): Promise<Outcome> {
  const { ctx, claim } = order;
  let filled: KeptAccount | null = null;
  try {
    const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
      const lock = (await lockAccountsClaimingKeys(tx, [lockTarget(order)]))[0]!;
      if (!lock.claimed) throw new RollBack(lock.keyState === 'IN_FLIGHT' ? NOT_AT_ONCE : KEY_TAKEN);
      if (!lock.account) throw noSuchAccount();
      const found = afterLock(order, lock.account, lock.tradable);
      if (found === NOT_AT_ONCE) throw new RollBack(found);

      const judged = judge(order, found, lock.balances);
      if (judged === NOT_AT_ONCE) throw new RollBack(NOT_AT_ONCE);
      if (judged instanceof AppError) {
        // A rule said no: the answer for this key, committed with nothing else.
        await completeKey(tx, claim.userId, claim.key, 422, storedProblem(judged));
        return judged;
      }
      // The answer is the order as written; the database gives its number as it writes it, and the
      // write's COMMIT rides with it (db/pipelined-client.ts).
      commitsWith(tx);
      const orderNumber = await writeNewOrder(tx, {
        ...judged.writes,
        answer: (number) =>
          completeKeySql(
            claim,
            { status: 201, body: judged.answer },
            { field: 'orderNumber', value: number },
          ),
      });
      filled = keptAfter(found.locked, lock.rowVersion, lock.balances, judged.writes);
      return { ...judged.answer, orderNumber };
    });
    keep(ctx, filled);
    return outcome;
  } catch (error) {
    if (error instanceof RollBack) return error.outcome;
    if (error instanceof AppError) return error;
    // An order with this key from a day before (its key since swept): placeOrderOn answers with it.
    if (isUniqueViolation(error, 'orders_idempotency_key')) return NOT_AT_ONCE;
    throw error;
  }
}

/**
 * Several orders (of different accounts and keys) in one transaction, in as many statements as one
 * order takes: their keys claimed, their accounts locked (in accid order) with their balances read, and
 * one write of every order that fills, with each refusal kept for its key and each claim released
 * whose order this path leaves (NOT_AT_ONCE, no such account), as if its transaction had rolled back.
 * An order the database refuses fails the whole statement, having written nothing: the batch's orders
 * are then placed alone (platform/write-batches.ts).
 */
async function manyAtOnce(ctx: AppContext, orders: readonly AtOnce[]): Promise<Outcome[]> {
  const filled: (KeptAccount | null)[] = [];
  const outcomes = await ctx.db.transaction(async (tx) => {
    const outcomes: (Outcome | undefined)[] = orders.map(() => undefined);
    const locks = await lockAccountsClaimingKeys(tx, orders.map(lockTarget));
    const release: AtOnce[] = [];
    const found = new Map<number, Found & { balances: Balances; rowVersion: string | null }>();
    for (const [i, lock] of locks.entries()) {
      const order = orders[i]!;
      if (!lock.claimed) {
        outcomes[i] = lock.keyState === 'IN_FLIGHT' ? NOT_AT_ONCE : KEY_TAKEN;
        continue;
      }
      const after = lock.account ? afterLock(order, lock.account, lock.tradable) : noSuchAccount();
      if (after === NOT_AT_ONCE || after instanceof AppError) {
        outcomes[i] = after;
        release.push(order);
      } else {
        found.set(i, { ...after, balances: lock.balances, rowVersion: lock.rowVersion });
      }
    }
    const filling: { i: number; writes: OrderWrites; answer: OrderView }[] = [];
    const refused: { order: AtOnce; problem: AppError }[] = [];
    for (const [i, f] of found) {
      const order = orders[i]!;
      const judged = judge(order, f, f.balances);
      if (judged === NOT_AT_ONCE) {
        outcomes[i] = NOT_AT_ONCE;
        release.push(order);
      } else if (judged instanceof AppError) {
        outcomes[i] = judged;
        refused.push({ order, problem: judged });
      } else {
        filling.push({ i, ...judged });
        filled.push(keptAfter(f.locked, f.rowVersion, f.balances, judged.writes));
      }
    }
    // The write is the transaction's last statement: its COMMIT rides with it (db/pipelined-client.ts).
    commitsWith(tx);
    const numbers = await writeNewOrders(
      tx,
      filling.map((f) => f.writes),
      {
        answers: filling.map(({ i, answer }) => ({
          userId: orders[i]!.claim.userId,
          key: orders[i]!.claim.key,
          status: 201,
          body: answer,
          ref: answer.id,
        })),
        refused: refused.map(({ order, problem }) => ({
          userId: order.claim.userId,
          key: order.claim.key,
          status: 422,
          body: storedProblem(problem),
        })),
        released: release.map((order) => order.claim),
      },
    );
    for (const [n, f] of filling.entries()) outcomes[f.i] = { ...f.answer, orderNumber: numbers[n]! };
    return outcomes.map((o) => o!);
  });
  for (const account of filled) keep(ctx, account);
  return outcomes;
}

/**
 * What a process keeps of an account after its own order write on it commits: the account as locked
 * then (with its row's version) and the balances that write left (those read under the lock, plus the
 * write's entries).
 * The next batch whose accounts are all kept is judged on them and written in ONE statement
 * (`keptAtOnce`), which compares them with the account under its lock. Bounded: emptied when full.
 */
interface KeptAccount {
  account: AccountRow;
  /** The version of the account's row as locked (order-keys-repo.ts `BatchLock`). */
  rowVersion: string;
  balances: Balances;
}

/** The SQLSTATE of `order_batch_kept` when an account is not as kept. */
const KEPT_STALE = 'HVK01';

const keptOf = perKey((_: AppContext) => new Map<string, KeptAccount>());
const MAX_KEPT_ACCOUNTS = 20_000;

/**
 * The accounts this process's order batches are writing to, each with how many batches hold it (two
 * batches out at once may hold one account: the second's lock waits for the first's commit).
 */
const writingOf = perKey((_: AppContext) => new Map<string, number>());

/** `work` for `orders`, their accounts counted as being written to meanwhile. */
async function writing<T>(ctx: AppContext, orders: readonly AtOnce[], work: () => Promise<T>): Promise<T> {
  const busy = writingOf(ctx);
  const accids = orders.map((o) => o.account.accid);
  for (const accid of accids) busy.set(accid, (busy.get(accid) ?? 0) + 1);
  try {
    return await work();
  } finally {
    for (const accid of accids) {
      const n = (busy.get(accid) ?? 1) - 1;
      if (n > 0) busy.set(accid, n);
      else busy.delete(accid);
    }
  }
}

function keep(ctx: AppContext, kept: KeptAccount | null): void {
  if (!kept) return;
  const all = keptOf(ctx);
  // Another batch writing to the account will leave it otherwise, perhaps before this one's answer.
  if ((writingOf(ctx).get(kept.account.accid) ?? 0) > 1) {
    all.delete(kept.account.accid);
    return;
  }
  if (all.size >= MAX_KEPT_ACCOUNTS && !all.has(kept.account.accid)) all.clear();
  all.set(kept.account.accid, kept);
}

function keptAfter(
  account: AccountRow,
  rowVersion: string | null,
  balances: Balances,
  writes: OrderWrites,
): KeptAccount | null {
  if (rowVersion === null) return null;
  return {
    account,
    rowVersion,
    balances: balances.after(
      writes.ledger.flatMap((t) => t.entries),
      account.accid,
    ),
  };
}

/**
 * A batch whose accounts this process wrote last, in one round trip: each order judged on its kept
 * account (`KeptAccount`) and all written in ONE statement, BEGIN and COMMIT riding with it, that
 * first locks the accounts and compares them with what was kept (the database function
 * `order_batch_kept`, migration order_batch_kept), and inserts each key DONE with its answer. Null,
 * having written nothing, when the batch goes the other way (`manyAtOnce`, `oneAtOnce`): an account
 * not kept or kept with another currency or type, an order the kept balances do not fill at once or a
 * rule refuses, and any failure of the statement (an account changed since, by another process or
 * another path; a key taken; a deadlock with a twin), whose accounts are then forgotten.
 */
async function keptAtOnce(ctx: AppContext, orders: readonly AtOnce[]): Promise<Outcome[] | null> {
  const all = keptOf(ctx);
  const busy = writingOf(ctx);
  const judged: { order: AtOnce; kept: KeptAccount; writes: OrderWrites; answer: OrderView }[] = [];
  for (const order of orders) {
    const kept = all.get(order.account.accid);
    if (
      !kept ||
      // Another batch of this process is writing to it: what it will leave is not kept yet.
      (busy.get(order.account.accid) ?? 0) > 1 ||
      kept.account.currency !== order.account.currency ||
      kept.account.accountType !== order.account.accountType ||
      kept.account.userId !== order.account.userId
    ) {
      return null;
    }
    const outcome = judge(
      order,
      { locked: kept.account, instrument: { ...order.facts, tradable: true } },
      kept.balances,
    );
    if (outcome === NOT_AT_ONCE || outcome instanceof AppError) return null;
    judged.push({ order, kept, ...outcome });
  }
  let numbers: number[];
  try {
    numbers = await ctx.db.transaction(async (tx) => {
      // The write is the transaction's only statement: BEGIN and COMMIT ride with it.
      commitsWith(tx);
      return writeNewOrders(
        tx,
        judged.map((j) => j.writes),
        {
          answers: judged.map(({ order, answer }) => ({
            userId: order.claim.userId,
            key: order.claim.key,
            status: 201,
            body: answer,
            ref: answer.id,
          })),
          refused: [],
          released: [],
        },
        {
          guard: judged.map(({ order, kept }) => ({
            accid: kept.account.accid,
            owner: order.account.userId,
            row_version: kept.rowVersion,
            instrument_id: order.facts.id,
            balances: kept.balances.toJson(),
          })),
          claims: judged.map(({ order }) => order.claim),
        },
      );
    });
  } catch (error) {
    for (const { order } of judged) all.delete(order.account.accid);
    // Refused, having written nothing: the other way decides. A lost connection is not refused.
    if (hasSqlState(error, KEPT_STALE) || isStatementRefused(error) || isDeadlock(error)) return null;
    throw error;
  }
  for (const j of judged) keep(ctx, keptAfter(j.kept.account, j.kept.rowVersion, j.kept.balances, j.writes));
  return judged.map((j, n) => ({ ...j.answer, orderNumber: numbers[n]! }));
}

/** What an order's first statement claims and locks (order-keys-repo.ts `lockAccountsClaimingKeys`). */
function lockTarget(order: AtOnce): LockTarget {
  return {
    claim: order.claim,
    accid: order.account.accid,
    userId: order.account.userId,
    instrumentId: order.facts.id,
  };
}

function noSuchAccount(): AppError {
  return new AppError('NOT_FOUND', 'No such account.');
}

/** The account as locked and the instrument the order fills on. */
interface Found {
  locked: AccountRow;
  instrument: InstrumentRow;
}

/**
 * What the lock found: the account to fill on, or NOT_AT_ONCE for an account whose currency or type
 * changed since it was kept (forgotten: the generic path reads it afresh) or an instrument that no
 * longer trades.
 */
function afterLock(order: AtOnce, locked: AccountRow, tradable: boolean): Found | typeof NOT_AT_ONCE {
  if (locked.currency !== order.account.currency || locked.accountType !== order.account.accountType) {
    forgetKeptAccount(order.ctx, order.account.accid);
    return NOT_AT_ONCE;
  }
  if (!tradable) return NOT_AT_ONCE;
  return { locked, instrument: { ...order.facts, tradable: true } };
}

/**
 * The order judged on the balances read under its account's lock: a rule's refusal (a 422 AppError),
 * NOT_AT_ONCE when the free cash does not cover it (a credit line might) or the fill would take free
 * cash below zero, or its writes and the answer (its number
 * is the database's, given as it writes the order, and filled into the key's answer there too: the
 * caller adds the key's completion to the writes).
 */
function judge(
  order: AtOnce,
  { locked, instrument }: Found,
  balances: Balances,
): AppError | typeof NOT_AT_ONCE | { writes: OrderWrites; answer: OrderView } {
  const { input, claim } = order;
  const reserve = newOrderReservation(locked, instrument, input, order.priceLimit, order.rate);
  try {
    requireCovered(balances, locked, instrument, input, reserve);
  } catch (error) {
    // Short of cash: the full path asks whether a credit line covers it (and refuses if not).
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BUYING_POWER') return NOT_AT_ONCE;
    if (error instanceof AppError && error.status === 422) return error;
    throw error;
  }
  const { placed, reservation, placedEvent } = newOrderParts({
    id: order.id,
    now: order.now,
    account: locked,
    instrument,
    input,
    priceLimit: order.priceLimit,
    reserve,
    idempotencyKey: claim.key,
  });
  const fill = immediateFill(order.ctx, locked, placed, instrument, order.price, order.rate, balances);
  if (!fill) return NOT_AT_ONCE;
  return {
    writes: filledWrites(fill, reservation, placedEvent),
    answer: presentOrder({ ...fill.filled, orderNumber: 0 }, fill.averagePrice),
  };
}

/** Rolls oneAtOnce's transaction back, to answer `outcome`. */
class RollBack extends Error {
  readonly outcome: typeof KEY_TAKEN | typeof NOT_AT_ONCE;
  constructor(outcome: typeof KEY_TAKEN | typeof NOT_AT_ONCE) {
    super('rolled back');
    this.outcome = outcome;
  }
}
