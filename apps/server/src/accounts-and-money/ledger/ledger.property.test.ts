import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import { BrokerDecimal, dec } from '@havn/domain/broker/index';
import {
  accountMoney,
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  ledgerHealth,
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
import { payoutAccounts, withdrawals } from '../../db/schema/money-out.ts';
import { orders } from '../../db/schema/orders.ts';
import { applyFill, FillNotCoveredError } from '../../trading/fills.ts';
import { runMatching } from '../../trading/matching.ts';
import { runSettlement } from '../settlement/settlement.ts';
import { settleWithdrawal } from '../withdrawals/withdrawal-jobs.ts';

/*
 * Random sequences of deposits, orders (market and limit, buy and sell, SEK and USD instruments),
 * cancels, price moves with matching, partial fills and replayed fills, time passing (settlement, and
 * withdrawals sent and answered by the bank), withdrawals requested, cancelled, rejected by the bank
 * (the second customer's payout account bounces payments) and replayed, for two customers. After every
 * step: the ledger balances per transaction and asset, no customer balance is negative, no execution
 * was applied twice, and no money was made or lost: what the bank gave out and took back equals the
 * deposits less the withdrawals that left. At the end of each sequence the balances the API shows equal
 * the sums of entries, withdrawable is never negative nor more than buying power, and what open orders
 * and requested withdrawals hold back equals the reserved balances.
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
  // Withdrawals are answered by the bank simulator over HTTP.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.bank.url = `http://127.0.0.1:${port}/bank-sim`;
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
  | { kind: 'withdraw'; who: number; cents: number }
  | { kind: 'cancelWithdrawal'; pick: number }
  | { kind: 'replayWithdrawal'; pick: number }
  | { kind: 'time'; hours: number };

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
    kind: fc.constant('withdraw' as const),
    who: fc.nat(1),
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({ kind: fc.constant('cancelWithdrawal' as const), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('replayWithdrawal' as const), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 30 }) }),
);

interface World {
  customers: Investor[];
  prices: Map<number, string>;
  executions: { orderId: string; executionId: string; volume: number; price: string }[];
  /** Each customer's payout account: the second one's bank bounces every payment. */
  payoutAccountIds: string[];
  requests: { who: number; key: string; body: { amount: string; payoutAccountId: string }; id: string }[];
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
    case 'withdraw': {
      const c = world.customers[command.who]!;
      const body = {
        amount: dec(command.cents).div(100).toFixed(2),
        payoutAccountId: world.payoutAccountIds[command.who]!,
      };
      const key = randomUUID();
      const response = await withdrawOf(c, body, key);
      if (response.statusCode === 201) {
        world.requests.push({ who: command.who, key, body, id: response.json().id });
      } else {
        expect(response.json(), response.body).toMatchObject({ code: 'INSUFFICIENT_WITHDRAWABLE_CASH' });
      }
      return;
    }
    case 'cancelWithdrawal': {
      if (world.requests.length === 0) return;
      const request = world.requests[command.pick % world.requests.length]!;
      const c = world.customers[request.who]!;
      const response = await c.client.call(api.accountsAndMoney.cancelWithdrawal, {
        params: { accid: c.accid, id: request.id },
      });
      // 204 while REQUESTED (or already cancelled), 409 once sent.
      expect([204, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'replayWithdrawal': {
      if (world.requests.length === 0) return;
      const request = world.requests[command.pick % world.requests.length]!;
      // The bank's answer, if the withdrawal is out and unanswered, applies now; after that, replays.
      await settleWithdrawal(server.ctx, request.id);
      const before = await ledgerRowCount();
      const again = await withdrawOf(world.customers[request.who]!, request.body, request.key);
      expect(again.statusCode).toBe(201);
      expect(again.json().id).toBe(request.id);
      // The bank's answer delivered again changes nothing either.
      await settleWithdrawal(server.ctx, request.id);
      expect(await ledgerRowCount()).toBe(before);
      return;
    }
    case 'time': {
      clock.advance(command.hours * 3_600_000);
      await runSettlement(server.ctx);
      await server.runJobs();
      for (const c of world.customers) await c.login();
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
  }
}

const withdrawOf = (c: Investor, body: { amount: string; payoutAccountId: string }, key: string) =>
  c.client.call(api.accountsAndMoney.withdraw, {
    params: { accid: c.accid },
    body,
    headers: { 'idempotency-key': key },
  });

/** The bank's side: it paid in every deposit and received every withdrawal that left and stayed out. */
async function expectNoMoneyMadeOrLost(): Promise<void> {
  const [row] = rowsOf<{ bank: string; deposits: string; withdrawn: string }>(
    await server.ctx.db.execute(sql`
      select
        (select coalesce(sum(amount), 0) from ledger_entries where account = 'system:bank' and asset = 'SEK')::text as bank,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where t.type = 'DEPOSIT' and e.account <> 'system:bank')::text as deposits,
        (select coalesce(sum(amount), 0) from withdrawals where status in ('SENT', 'SETTLED'))::text as withdrawn`),
  );
  expect(dec(row!.bank).toFixed(2)).toBe(dec(row!.withdrawn).minus(dec(row!.deposits)).toFixed(2));
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
    const [row] = (await c.client.callOk(api.accountsAndMoney.listAccounts)).filter(
      (a) => a.accid === c.accid,
    );
    expect(dec(row!.withdrawable).isNegative()).toBe(false);
    expect(dec(row!.withdrawable).lessThanOrEqualTo(dec(row!.buyingPower).abs())).toBe(true);

    const open = await openOrdersOf([c.accid]);
    const pending = (
      await server.ctx.db.select().from(withdrawals).where(eq(withdrawals.accid, c.accid))
    ).filter((w) => w.status === 'REQUESTED');
    const held = open
      .reduce((t, o) => t.plus(dec(o.reservedCash)), dec(0))
      .plus(pending.reduce((t, w) => t.plus(dec(w.amount)), dec(0)));
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

/**
 * An ACTIVE payout account of the customer's own, written as the bank's verification leaves it (adding
 * one through step-up and the bank has its own tests); the same number may serve several customers here.
 */
async function activePayoutAccount(c: Investor, iban: string): Promise<string> {
  const [row] = await server.ctx.db
    .insert(payoutAccounts)
    .values({
      userId: c.userId,
      iban: iban.replace(/ /g, ''),
      clearingNumber: null,
      accountNumber: null,
      numberKey: `IBAN:${iban.replace(/ /g, '')}`,
      bankName: null,
      status: 'ACTIVE',
      createdAt: clock.now(),
    })
    .returning({ id: payoutAccounts.id });
  return row!.id;
}

describe('the ledger under random trading', () => {
  it('never goes negative, always balances, and applies no fill or withdrawal twice', {
    timeout: 400_000,
  }, async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 5, maxLength: 30 }), async (commands) => {
        sequence += 1;
        // A week per sequence, so time passing inside one never reaches the next.
        clock.set(new Date(Date.parse('2026-11-02T09:00:00Z') + sequence * 7 * 86_400_000).toISOString());
        const customers = [
          await investor(server, `Prop Alpha ${sequence}`),
          await investor(server, `Prop Beta ${sequence}`),
        ];
        const world: World = {
          customers,
          prices: new Map(),
          executions: [],
          payoutAccountIds: [
            await activePayoutAccount(customers[0]!, 'SE45 5000 0000 0583 9825 7466'),
            await activePayoutAccount(customers[1]!, 'SE87 5000 0000 0500 0000 9999'),
          ],
          requests: [],
        };
        quote(world, volvo, '100.00');
        quote(world, apple, '10.00');
        for (const c of world.customers) await depositCash(c.client, c.accid, '2000.00', 'SEK');
        for (const command of commands) {
          await run(world, command);
          const health = await ledgerHealth(server);
          expect(health, JSON.stringify(command)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
          await expectNoMoneyMadeOrLost();
        }
        await expectBalancesMatch(world);
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
    // And money went out: withdrawals arrived, and the bouncing bank sent some back.
    const outcomes = rowsOf<{ status: string; n: number }>(
      await server.ctx.db.execute(sql`select status, count(*)::int as n from withdrawals group by status`),
    );
    const count = (status: string) => outcomes.find((o) => o.status === status)?.n ?? 0;
    expect(count('SETTLED')).toBeGreaterThan(0);
    expect(count('REJECTED')).toBeGreaterThan(0);
  });
});
