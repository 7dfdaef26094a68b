import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  BrokerDecimal,
  dec,
  openBankingOutcome,
  type PaymentNotificationKind,
} from '@havn/domain/broker/index';
import {
  accountMoney,
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  ledgerHealth,
  openAccountOf,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { orders } from '../../db/schema/orders.ts';
import { applyFill, FillNotCoveredError } from '../../trading/fills.ts';
import { runMatching } from '../../trading/matching.ts';
import { applyPaymentNotification } from '../payments/open-banking.ts';
import { insertDepositRequest } from '../payments/payments-repo.ts';

/*
 * Random sequences of deposits, orders (market and limit, buy and sell, SEK and USD instruments),
 * cancels, price moves with matching, partial fills and replayed fills, open-banking payments with
 * their notifications in any order (pending, credit, cancel, debit), replayed notifications and cash
 * transfers between each customer's ISK and AF, for two customers. After every step: the ledger balances per transaction and asset, no customer balance is
 * negative (but the cash of an account whose spent deposit was reversed), no execution was applied
 * twice, a replay moves nothing; at the end of each sequence the balances the API shows equal the sums
 * of entries, what open orders hold back equals the reserved balances, and each payment booked exactly
 * what its notifications add up to.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let apple: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  apple = await instrumentBySymbol(server, 'AAPL');
});
afterAll(async () => {
  await server.close();
});

type Command =
  | { kind: 'deposit'; who: number; cents: number }
  | {
      kind: 'order';
      who: number;
      usd: boolean;
      side: 'BUY' | 'SELL';
      market: boolean;
      volume: number;
      offset: number;
    }
  | { kind: 'cancel'; who: number; pick: number }
  | { kind: 'move'; usd: boolean; price: number }
  | { kind: 'partialFill'; pick: number; share: number; improve: number }
  | { kind: 'replayFill'; pick: number }
  | { kind: 'openBanking'; who: number; cents: number }
  | { kind: 'notify'; pick: number; type: PaymentNotificationKind }
  | { kind: 'replayNotification'; pick: number }
  | { kind: 'transfer'; who: number; cents: number; back: boolean };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who: fc.nat(1),
    cents: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    who: fc.nat(1),
    usd: fc.boolean(),
    side: fc.constantFrom('BUY' as const, 'SELL' as const),
    market: fc.boolean(),
    volume: fc.integer({ min: 1, max: 30 }),
    offset: fc.integer({ min: -15, max: 15 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), who: fc.nat(1), pick: fc.nat(50) }),
  fc.record({
    kind: fc.constant('move' as const),
    usd: fc.boolean(),
    price: fc.integer({ min: 80, max: 120 }),
  }),
  fc.record({
    kind: fc.constant('partialFill' as const),
    pick: fc.nat(50),
    share: fc.integer({ min: 1, max: 100 }),
    improve: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({ kind: fc.constant('replayFill' as const), pick: fc.nat(50) }),
  fc.record({
    kind: fc.constant('openBanking' as const),
    who: fc.nat(1),
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({
    kind: fc.constant('notify' as const),
    pick: fc.nat(50),
    type: fc.constantFrom('pending' as const, 'credit' as const, 'cancel' as const, 'debit' as const),
  }),
  fc.record({ kind: fc.constant('replayNotification' as const), pick: fc.nat(50) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    who: fc.nat(1),
    cents: fc.integer({ min: 1, max: 300_000 }),
    back: fc.boolean(),
  }),
);

interface World {
  customers: (Investor & { af: string })[];
  prices: Map<number, string>;
  executions: { orderId: string; executionId: string; volume: number; price: string }[];
  payments: { requestId: string; accid: string; amount: string; seen: PaymentNotificationKind[] }[];
  notifications: { notificationId: string; messageId: string; kind: PaymentNotificationKind }[];
}

function quote(world: World, instrument: InstrumentFacts, price: string) {
  world.prices.set(instrument.id, price);
  // A one-öre/cent spread: bid a cent under the last price, ask a cent over.
  market.set(instrument.id, {
    last: price,
    bid: dec(price).minus(dec('0.01')).toFixed(2),
    ask: dec(price).plus(dec('0.01')).toFixed(2),
    currency: instrument.currency,
  });
}

async function openOrdersOf(accids: readonly string[]) {
  return server.ctx.db
    .select()
    .from(orders)
    .where(inArray(orders.accid, [...accids]))
    .orderBy(orders.createdAt, orders.id)
    .then((rows) => rows.filter((o) => o.state === 'PENDING' || o.state === 'PARTIALLY_FILLED'));
}

async function run(world: World, command: Command): Promise<void> {
  const accids = world.customers.map((c) => c.accid);
  switch (command.kind) {
    case 'deposit': {
      const c = world.customers[command.who]!;
      const response = await depositCash(c.client, c.accid, dec(command.cents).div(100).toFixed(2), 'SEK');
      expect(response.statusCode).toBe(201);
      return;
    }
    case 'order': {
      const c = world.customers[command.who]!;
      const instrument = command.usd ? apple : volvo;
      const last = world.prices.get(instrument.id)!;
      const price = dec(last)
        .times(dec(100 + command.offset))
        .div(100)
        .toFixed(2);
      const response = await placeOrder(c.client, c.accid, {
        instrumentId: instrument.id,
        side: command.side,
        orderType: command.market ? 'MARKET' : 'LIMIT',
        volume: command.volume,
        ...(command.market ? {} : { price }),
      });
      // Accepted, or refused with a named rule: never a 5xx.
      expect([201, 422], response.body).toContain(response.statusCode);
      return;
    }
    case 'cancel': {
      const c = world.customers[command.who]!;
      const open = await openOrdersOf([c.accid]);
      if (open.length === 0) return;
      const order = open[command.pick % open.length]!;
      expect(
        (await c.client.call(api.trading.cancelOrder, { params: { accid: c.accid, orderId: order.id } }))
          .statusCode,
      ).toBe(204);
      return;
    }
    case 'move': {
      // Volvo moves between 80 and 120 SEK, Apple between 8 and 12 USD.
      const price = dec(command.price)
        .div(command.usd ? 10 : 1)
        .toFixed(2);
      quote(world, command.usd ? apple : volvo, price);
      await runMatching(server.ctx);
      return;
    }
    case 'partialFill': {
      const open = await openOrdersOf(accids);
      if (open.length === 0) return;
      const order = open[command.pick % open.length]!;
      const remaining = order.volume - order.filledVolume;
      const volume = Math.max(1, Math.floor((remaining * command.share) / 100));
      // At or inside the order's price limit, as an exchange would execute it.
      const factor = dec(100 + (order.side === 'BUY' ? -command.improve : command.improve)).div(100);
      const price = dec(order.priceLimit)
        .times(factor)
        .toDecimalPlaces(2, order.side === 'BUY' ? BrokerDecimal.ROUND_DOWN : BrokerDecimal.ROUND_UP)
        .toFixed(2);
      const executionId = `prop-${randomUUID()}`;
      try {
        const outcome = await applyFill(server.ctx, {
          orderId: order.id,
          executionId,
          volume,
          price,
          executedAt: clock.now(),
        });
        expect(['FILLED', 'PARTIALLY_FILLED']).toContain(outcome);
        world.executions.push({ orderId: order.id, executionId, volume, price });
      } catch (error) {
        // A fill the account cannot pay for (rounding across partial fills of a foreign buy, or a
        // sell under the minimum fee) is refused whole; nothing moved.
        expect(error).toBeInstanceOf(FillNotCoveredError);
      }
      return;
    }
    case 'replayFill': {
      if (world.executions.length === 0) return;
      const fill = world.executions[command.pick % world.executions.length]!;
      const before = await ledgerRowCount();
      const outcome = await applyFill(server.ctx, { ...fill, executedAt: clock.now() });
      expect(outcome).toBe('DUPLICATE');
      expect(await ledgerRowCount()).toBe(before);
      return;
    }
    case 'openBanking': {
      // The provider's side is HTTP and has its own tests; here the payment is opened as the
      // service would after the provider answered.
      const c = world.customers[command.who]!;
      const requestId = randomUUID();
      const amount = dec(command.cents).div(100).toFixed(2);
      await insertDepositRequest(server.ctx.db, {
        requestId,
        accid: c.accid,
        userId: c.userId,
        method: 'OPEN_BANKING',
        amount,
        currency: 'SEK',
        status: 'INITIATED',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      world.payments.push({ requestId, accid: c.accid, amount, seen: [] });
      return;
    }
    case 'notify': {
      if (world.payments.length === 0) return;
      const payment = world.payments[command.pick % world.payments.length]!;
      const notification = { notificationId: randomUUID(), messageId: payment.requestId, kind: command.type };
      expect(await applyPaymentNotification(server.ctx, notification)).toBe(true);
      payment.seen.push(command.type);
      world.notifications.push(notification);
      return;
    }
    case 'transfer': {
      // Cash between the customer's ISK and AF: all of it moves or none, and the two together keep it.
      const c = world.customers[command.who]!;
      const [fromAccid, toAccid] = command.back ? [c.af, c.accid] : [c.accid, c.af];
      const total = async () =>
        dec((await accountMoney(c.client, c.accid)).cash).plus(
          dec((await accountMoney(c.client, c.af)).cash),
        );
      const before = await total();
      const response = await c.client.call(api.accountsAndMoney.transfer, {
        body: { fromAccid, toAccid, amount: dec(command.cents).div(100).toFixed(2) },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect([201, 422], response.body).toContain(response.statusCode);
      expect((await total()).toFixed(2)).toBe(before.toFixed(2));
      return;
    }
    case 'replayNotification': {
      if (world.notifications.length === 0) return;
      const notification = world.notifications[command.pick % world.notifications.length]!;
      const before = await ledgerRowCount();
      expect(await applyPaymentNotification(server.ctx, notification)).toBe(false);
      expect(await ledgerRowCount()).toBe(before);
      return;
    }
  }
}

/** Each payment booked what its notifications add up to: its amount once credited, nothing once reversed. */
async function expectPaymentsBooked(world: World): Promise<void> {
  for (const payment of world.payments) {
    const [row] = rowsOf<{ amount: string | null }>(
      await server.ctx.db.execute(sql`
        select sum(e.amount)::text as amount from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where t.reference like ${`open-banking:${payment.requestId}:%`} and e.account = ${payment.accid}`),
    );
    const outcome = openBankingOutcome(payment.seen);
    const expected = outcome.credited && !outcome.reversed ? payment.amount : '0';
    expect(dec(row?.amount ?? '0').toFixed(2), JSON.stringify(payment.seen)).toBe(dec(expected).toFixed(2));
  }
}

async function withAf(who: Investor): Promise<Investor & { af: string }> {
  return { ...who, af: await openAccountOf(server, who.client, 'AF') };
}

/** Accounts of every sequence so far with a reversed deposit (the ledger's health reads all accounts). */
const reversedAccounts = new Set<string>();

/** A reversed deposit whose cash was spent may leave that account's cash below zero; nothing else may. */
function unexpectedNegatives(world: World, negative: { account: string; kind: string }[]) {
  for (const p of world.payments) if (openBankingOutcome(p.seen).reversed) reversedAccounts.add(p.accid);
  return negative.filter((n) => !(n.kind === 'cash' && reversedAccounts.has(n.account)));
}

async function ledgerRowCount(): Promise<number> {
  return rowsOf<{ n: number }>(
    await server.ctx.db.execute(sql`select count(*)::int as n from ledger_entries`),
  )[0]!.n;
}

/** The API's balances equal the entry sums, and open orders hold back exactly the reserved balances. */
async function expectBalancesMatch(world: World): Promise<void> {
  for (const c of world.customers) {
    const sums = rowsOf<{ kind: string; asset: string; amount: string }>(
      await server.ctx.db.execute(sql`
        select kind, asset, sum(amount)::text as amount from ledger_entries where account = ${c.accid}
        group by kind, asset`),
    );
    const sum = (kind: string, asset: string) =>
      sums
        .filter((s) => s.kind === kind && s.asset === asset)
        .reduce((t, s) => t.plus(dec(s.amount)), dec(0));
    const money = await accountMoney(c.client, c.accid);
    expect(money.buyingPower).toBe(sum('cash', 'SEK').toFixed(2));
    expect(money.cash).toBe(sum('cash', 'SEK').plus(sum('cash_reserved', 'SEK')).toFixed(2));

    const open = await openOrdersOf([c.accid]);
    const held = open.reduce((t, o) => t.plus(dec(o.reservedCash)), dec(0));
    expect(held.toFixed(2)).toBe(sum('cash_reserved', 'SEK').toFixed(2));
    for (const instrument of [volvo, apple]) {
      const unitsHeld = open
        .filter((o) => o.side === 'SELL' && o.instrumentId === instrument.id)
        .reduce((t, o) => t + o.volume - o.filledVolume, 0);
      expect(sum('position_reserved', String(instrument.id)).toNumber()).toBe(unitsHeld);
    }
    const positions = (
      await c.client.call(api.portfolio.positions, { params: { accid: c.accid } })
    ).json() as {
      instrumentId: number;
      volume: number;
    }[];
    for (const p of positions) {
      const ledger = sum('position', String(p.instrumentId)).plus(
        sum('position_reserved', String(p.instrumentId)),
      );
      expect(p.volume).toBe(ledger.toNumber());
    }
  }
}

describe('the ledger under random trading', () => {
  it('never goes negative, always balances, and applies no fill or notification twice', {
    timeout: 240_000,
  }, async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 5, maxLength: 30 }), async (commands) => {
        sequence += 1;
        const world: World = {
          customers: [
            await withAf(await investor(server, `Prop Alpha ${sequence}`)),
            await withAf(await investor(server, `Prop Beta ${sequence}`)),
          ],
          prices: new Map(),
          executions: [],
          payments: [],
          notifications: [],
        };
        quote(world, volvo, '100.00');
        quote(world, apple, '10.00');
        for (const c of world.customers) await depositCash(c.client, c.accid, '2000.00', 'SEK');
        for (const command of commands) {
          await run(world, command);
          const health = await ledgerHealth(server);
          expect(
            { ...health, negative: unexpectedNegatives(world, health.negative) },
            JSON.stringify(command),
          ).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
        }
        await expectBalancesMatch(world);
        await expectPaymentsBooked(world);
      }),
      { numRuns: 25 },
    );
    // The runs did trade: fills happened and fees were earned.
    const [fees] = rowsOf<{ n: number }>(
      await server.ctx.db.execute(sql`select count(*)::int as n from order_fills`),
    );
    expect(fees!.n).toBeGreaterThan(0);
    const filledOrders = await server.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.state, 'FILLED'));
    expect(filledOrders.length).toBeGreaterThan(0);
  });
});
