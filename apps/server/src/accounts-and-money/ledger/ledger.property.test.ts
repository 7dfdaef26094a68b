import type { AddressInfo } from 'node:net';
import { api } from '@havn/contract';
import { dec, openBankingOutcome } from '@havn/domain/broker/index';
import {
  depositCash,
  instrumentBySymbol,
  investor,
  ledgerHealth,
  openAccountOf,
  placeOrder,
  startTradingServer,
} from '@havn/testkit';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { payoutAccounts, withdrawals } from '../../db/schema/money-out.ts';
import { orders } from '../../db/schema/orders.ts';
import { commandArb } from './ledger-commands.ts';
import {
  type Customer,
  type Harness,
  openBankingIn,
  openOrdersOf,
  quote,
  run,
  type World,
} from './ledger-model.ts';

/*
 * The ledger's one model: random sequences of deposits, orders (market and limit, buy and sell, SEK and
 * USD instruments), cancels, price moves with matching, partial and replayed fills, time passing
 * (settlement; withdrawals sent and answered by the bank), withdrawals requested, cancelled, rejected
 * (the second customer's bank bounces every payment), sent, settled and replayed, internal transfers of
 * cash and of shares (AF→ISK) and their replays, and open-banking notifications (pending, credit,
 * cancel, debit; duplicated, replayed, out of order, a credit for another amount), for two customers
 * with an ISK and an AF each. After every step: each ledger transaction balances, no balance is
 * negative (but the cash of an account whose spent deposit was taken back), withdrawable is never
 * negative, no execution is applied twice, and no money is made or lost: what the bank holds for the
 * outside world equals what came in from it less what left. Each replay is asserted a no-op where it
 * runs. At the end of a sequence the API's balances equal the entry sums and what open orders and
 * requested withdrawals hold back equals the reserved balances.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
let h: Harness;

beforeAll(async () => {
  const { server, market } = await startTradingServer(clock);
  h = {
    server,
    market,
    clock,
    volvo: await instrumentBySymbol(server, 'VOLV B'),
    apple: await instrumentBySymbol(server, 'AAPL'),
  };
  // Withdrawals are answered by the bank simulator over HTTP.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.bank.url = `http://127.0.0.1:${port}/bank-sim`;
});
afterAll(async () => {
  await h.server.close();
});

/** Every payment of every sequence so far: an account's balance may be below zero only after one. */
const worlds: World[] = [];

/**
 * The bank's side of this sequence's accounts (the bank entries of their transactions): it paid in every
 * deposit and every credit not taken back, and received each withdrawal that left and stayed out.
 * Counted per sequence, so a failure shrinks to a sequence that fails on its own.
 */
async function expectNoMoneyMadeOrLost(world: World): Promise<void> {
  const accids = world.customers.flatMap((c) => c.accids);
  const list = sql.join(
    accids.map((a) => sql`${a}`),
    sql`, `,
  );
  const [row] = rowsOf<{ bank: string; withdrawn: string }>(
    await h.server.ctx.db.execute(sql`
      select
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account = 'system:bank' and e.asset = 'SEK' and t.accid in (${list}))::text as bank,
        (select coalesce(sum(amount), 0) from withdrawals
          where status in ('SENT', 'SETTLED') and accid in (${list}))::text as withdrawn`),
  );
  const came = openBankingIn(world).plus(world.deposited);
  expect(dec(row!.bank).toFixed(2)).toBe(dec(row!.withdrawn).minus(came).toFixed(2));
}

/** A reversed deposit whose cash was spent may leave that account's cash below zero; nothing else may. */
function unexpectedNegatives(negative: { account: string; kind: string }[]) {
  const reversed = new Set(
    worlds.flatMap((w) => w.payments.filter((p) => openBankingOutcome(p.seen).reversed).map((p) => p.accid)),
  );
  return negative.filter((n) => !(n.kind === 'cash' && reversed.has(n.account)));
}

async function expectWithdrawableNeverNegative(world: World): Promise<void> {
  for (const c of world.customers) {
    for (const account of await c.client.callOk(api.accountsAndMoney.listAccounts)) {
      expect(dec(account.withdrawable).isNegative(), account.accid).toBe(false);
      expect(dec(account.withdrawable).lessThanOrEqualTo(dec(account.buyingPower).abs())).toBe(true);
    }
  }
}

/** The API's balances equal the entry sums, and what is held back equals the reserved balances. */
async function expectBalancesMatch(world: World): Promise<void> {
  const { server } = h;
  for (const c of world.customers) {
    for (const accid of c.accids) {
      const sums = rowsOf<{ kind: string; asset: string; amount: string }>(
        await server.ctx.db.execute(sql`
          select kind, asset, sum(amount)::text as amount from ledger_entries where account = ${accid}
          group by kind, asset`),
      );
      const sum = (kind: string, asset: string) =>
        sums
          .filter((s) => s.kind === kind && s.asset === asset)
          .reduce((t, s) => t.plus(dec(s.amount)), dec(0));
      const [row] = (await c.client.callOk(api.accountsAndMoney.listAccounts)).filter(
        (a) => a.accid === accid,
      );
      expect(row!.buyingPower).toBe(sum('cash', 'SEK').toFixed(2));
      expect(row!.cash).toBe(sum('cash', 'SEK').plus(sum('cash_reserved', 'SEK')).toFixed(2));

      const open = await openOrdersOf(h, [accid]);
      const pending = (
        await server.ctx.db.select().from(withdrawals).where(eq(withdrawals.accid, accid))
      ).filter((w) => w.status === 'REQUESTED');
      const held = open
        .reduce((t, o) => t.plus(dec(o.reservedCash)), dec(0))
        .plus(pending.reduce((t, w) => t.plus(dec(w.amount)), dec(0)));
      expect(held.toFixed(2)).toBe(sum('cash_reserved', 'SEK').toFixed(2));
      for (const instrument of [h.volvo, h.apple]) {
        const unitsHeld = open
          .filter((o) => o.side === 'SELL' && o.instrumentId === instrument.id)
          .reduce((t, o) => t + o.volume - o.filledVolume, 0);
        expect(sum('position_reserved', String(instrument.id)).toNumber()).toBe(unitsHeld);
      }
      const positions = (await c.client.call(api.portfolio.positions, { params: { accid } })).json() as {
        instrumentId: number;
        volume: number;
      }[];
      for (const p of positions) {
        const units = sum('position', String(p.instrumentId)).plus(
          sum('position_reserved', String(p.instrumentId)),
        );
        expect(p.volume).toBe(units.toNumber());
      }
    }
  }
}

/** Each payment booked what its notifications add up to: its first credit's amount, nothing once reversed. */
async function expectPaymentsBooked(world: World): Promise<void> {
  for (const payment of world.payments) {
    const [row] = rowsOf<{ amount: string | null }>(
      await h.server.ctx.db.execute(sql`
        select sum(e.amount)::text as amount from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where t.reference like ${`open-banking:${payment.requestId}:%`} and e.account = ${payment.accid}`),
    );
    const outcome = openBankingOutcome(payment.seen);
    const expected = outcome.credited && !outcome.reversed ? (payment.paid ?? payment.amount) : '0';
    expect(dec(row?.amount ?? '0').toFixed(2), JSON.stringify(payment.seen)).toBe(dec(expected).toFixed(2));
  }
}

/**
 * An ACTIVE payout account of the customer's own, written as the bank's verification leaves it (adding
 * one through step-up and the bank has its own tests); the same number may serve several customers here.
 */
async function activePayoutAccount(userId: string, iban: string): Promise<string> {
  const [row] = await h.server.ctx.db
    .insert(payoutAccounts)
    .values({
      userId,
      iban,
      clearingNumber: null,
      accountNumber: null,
      numberKey: `IBAN:${iban}`,
      bankName: null,
      status: 'ACTIVE',
      createdAt: clock.now(),
    })
    .returning({ id: payoutAccounts.id });
  return row!.id;
}

async function customer(name: string, iban: string): Promise<Customer> {
  const who = await investor(h.server, name);
  const af = await openAccountOf(h.server, who.client, 'AF');
  return { ...who, accids: [who.accid, af], payoutAccountId: await activePayoutAccount(who.userId, iban) };
}

/** The next Monday 09:00 UTC after now: each sequence starts on a fresh bank week. */
function nextMonday(): string {
  const now = clock.now();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 1);
  return day.toISOString();
}

describe('the ledger under random trading, money in and out', () => {
  it('always balances, never goes negative, makes or loses no money, and applies nothing twice', {
    timeout: 600_000,
  }, async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 5, maxLength: 30 }), async (commands) => {
        sequence += 1;
        clock.set(nextMonday());
        const world: World = {
          customers: [
            await customer(`Prop Alpha ${sequence}`, 'SE4550000000058398257466'),
            // This customer's bank bounces every payment: their withdrawals are REJECTED.
            await customer(`Prop Beta ${sequence}`, 'SE8750000000050000009999'),
          ],
          prices: new Map(),
          executions: [],
          withdrawals: [],
          transfers: [],
          payments: [],
          notifications: [],
          deposited: dec(0),
        };
        worlds.push(world);
        quote(h, world, h.volvo, '100.00');
        quote(h, world, h.apple, '10.00');
        for (const c of world.customers) {
          for (const accid of c.accids) await depositCash(c.client, accid, '2000.00', 'SEK');
          world.deposited = world.deposited.plus(dec('4000.00'));
          // Shares in the AF, so that moving them to the ISK has something to move once it may.
          const buy = {
            instrumentId: h.volvo.id,
            side: 'BUY' as const,
            orderType: 'MARKET' as const,
            volume: 5,
          };
          expect((await placeOrder(c.client, c.accids[1], buy)).statusCode).toBe(201);
        }
        for (const command of commands) {
          await run(h, world, command);
          const health = await ledgerHealth(h.server);
          expect(
            { ...health, negative: unexpectedNegatives(health.negative) },
            JSON.stringify(command),
          ).toEqual({ unbalanced: 0, negative: [], duplicateFills: 0 });
          await expectNoMoneyMadeOrLost(world);
          await expectWithdrawableNeverNegative(world);
        }
        await expectBalancesMatch(world);
        await expectPaymentsBooked(world);
      }),
      {
        numRuns: 30,
        // One sequence always runs that reaches each end: a payment credited and reversed, a cash
        // transfer and its replay, and withdrawals settled (the first customer) and rejected (the second).
        examples: [
          [
            [
              { kind: 'openBanking', who: 0, acct: 0, cents: 50_000 },
              { kind: 'notify', pick: 0, type: 'credit', shift: -250 },
              { kind: 'notify', pick: 0, type: 'debit', shift: null },
              { kind: 'transfer', who: 0, cents: 10_000, back: false },
              { kind: 'replayTransfer', pick: 0 },
              { kind: 'withdraw', who: 0, acct: 0, cents: 10_000 },
              { kind: 'withdraw', who: 1, acct: 1, cents: 10_000 },
              { kind: 'time', hours: 30 },
              { kind: 'time', hours: 30 },
              { kind: 'replayWithdrawal', pick: 1 },
            ],
          ],
        ],
      },
    );
    // The runs did what they are for: fills happened, money went out and came back, payments were
    // credited and reversed, and cash moved between accounts (shares AF→ISK now and then: not asserted,
    // since it needs three bank days to pass after an AF trade within one sequence).
    const count = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(await h.server.ctx.db.execute(query))[0]!.n;
    expect(await count(sql`select count(*)::int as n from order_fills`)).toBeGreaterThan(0);
    const filled = await h.server.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.state, 'FILLED'));
    expect(filled.length).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from withdrawals where status = 'SETTLED'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from withdrawals where status = 'REJECTED'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from deposit_requests where status = 'REVERSED'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from internal_transfers where kind = 'CASH'`),
    ).toBeGreaterThan(0);
  });
});
