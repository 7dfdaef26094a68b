import { randomUUID } from 'node:crypto';
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
import { orders } from '../../db/schema/orders.ts';
import { applyFill, FillNotCoveredError } from '../../trading/fills.ts';
import { runMatching } from '../../trading/matching.ts';

/*
 * Random sequences of deposits, orders (market and limit, buy and sell, SEK and USD instruments),
 * cancels, price moves with matching, partial fills and replayed fills, for two customers. After every
 * step: the ledger balances per transaction and asset, no customer balance is negative, no execution
 * was applied twice; at the end of each sequence the balances the API shows equal the sums of entries,
 * and what open orders hold back equals the reserved balances.
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
  | { kind: 'replayFill'; pick: number };

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
);

interface World {
  customers: Investor[];
  prices: Map<number, string>;
  executions: { orderId: string; executionId: string; volume: number; price: string }[];
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
  }
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
  it('never goes negative, always balances, and applies no fill twice', { timeout: 240_000 }, async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 5, maxLength: 30 }), async (commands) => {
        sequence += 1;
        const world: World = {
          customers: [
            await investor(server, `Prop Alpha ${sequence}`),
            await investor(server, `Prop Beta ${sequence}`),
          ],
          prices: new Map(),
          executions: [],
        };
        quote(world, volvo, '100.00');
        quote(world, apple, '10.00');
        for (const c of world.customers) await depositCash(c.client, c.accid, '2000.00', 'SEK');
        for (const command of commands) {
          await run(world, command);
          const health = await ledgerHealth(server);
          expect(health, JSON.stringify(command)).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
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
  });
});
