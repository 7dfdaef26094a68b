import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import {
  BrokerDecimal,
  dec,
  openBankingOutcome,
  type PaymentNotificationKind,
} from '@havn/domain/broker/index';
import {
  depositCash,
  type InstrumentFacts,
  type Investor,
  placeOrder,
  type ScriptedMarket,
  type TestServer,
} from '@havn/testkit';
import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { orders } from '../../db/schema/orders.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../platform/idempotency.ts';
import { applyFill, FillNotCoveredError } from '../../trading/fills.ts';
import { runMatching } from '../../trading/matching.ts';
import { applyPaymentNotification } from '../payments/open-banking.ts';
import { insertDepositRequest } from '../payments/payments-repo.ts';
import { runSettlement } from '../settlement/settlement.ts';
import { settleWithdrawal } from '../withdrawals/withdrawal-jobs.ts';
import type { Command } from './ledger-commands.ts';

/*
 * The ledger's one fast-check model (ledger.property.test.ts runs it): the commands a random sequence
 * is made of, and what each does to a world of two customers with an ISK and an AF each. Every command
 * goes through the real services (HTTP through the test client where a customer acts, the services
 * where the exchange, the bank or the payment provider does); the model keeps only what it must know
 * to predict the outside world: the money that came in from it.
 */

export interface Harness {
  server: TestServer;
  market: ScriptedMarket;
  clock: ManualClock;
  volvo: InstrumentFacts;
  apple: InstrumentFacts;
}

export type Customer = Investor & { accids: [string, string]; payoutAccountId: string };

interface Replayable {
  who: number;
  key: string;
  body: Record<string, unknown>;
  id: string;
}

export interface World {
  customers: Customer[];
  prices: Map<number, string>;
  executions: { orderId: string; executionId: string; volume: number; price: string }[];
  withdrawals: (Replayable & { accid: string })[];
  transfers: (Replayable & { at: number })[];
  payments: {
    requestId: string;
    accid: string;
    amount: string;
    seen: PaymentNotificationKind[];
    paid: string | null;
  }[];
  notifications: {
    notificationId: string;
    messageId: string;
    kind: PaymentNotificationKind;
    amount?: string;
  }[];
  /** What the customers deposited from their banks (the simulated deposit). */
  deposited: BrokerDecimal;
}

/** What the open-banking payments of a world brought in: each credit's amount, unless reversed. */
export function openBankingIn(world: World): BrokerDecimal {
  return world.payments.reduce((t, p) => {
    const outcome = openBankingOutcome(p.seen);
    return outcome.credited && !outcome.reversed ? t.plus(dec(p.paid ?? p.amount)) : t;
  }, dec(0));
}

export function quote(h: Harness, world: World, instrument: InstrumentFacts, price: string): void {
  world.prices.set(instrument.id, price);
  // A one-öre/cent spread: bid a cent under the last price, ask a cent over.
  h.market.set(instrument.id, {
    last: price,
    bid: dec(price).minus(dec('0.01')).toFixed(2),
    ask: dec(price).plus(dec('0.01')).toFixed(2),
    currency: instrument.currency,
  });
}

export async function openOrdersOf(h: Harness, accids: readonly string[]) {
  return h.server.ctx.db
    .select()
    .from(orders)
    .where(inArray(orders.accid, [...accids]))
    .orderBy(orders.createdAt, orders.id)
    .then((rows) => rows.filter((o) => o.state === 'PENDING' || o.state === 'PARTIALLY_FILLED'));
}

export async function ledgerRowCount(h: Harness): Promise<number> {
  return rowsOf<{ n: number }>(
    await h.server.ctx.db.execute(sql`select count(*)::int as n from ledger_entries`),
  )[0]!.n;
}

const cents = (n: number) => dec(n).div(100).toFixed(2);

/** Runs one command; what it may answer is asserted here, the invariants after it by the caller. */
export async function run(h: Harness, world: World, command: Command): Promise<void> {
  const { server, clock } = h;
  const all = world.customers.flatMap((c) => c.accids);
  switch (command.kind) {
    case 'deposit': {
      const c = world.customers[command.who]!;
      const amount = cents(command.cents);
      const response = await depositCash(c.client, c.accids[command.acct], amount, 'SEK');
      expect(response.statusCode, response.body).toBe(201);
      world.deposited = world.deposited.plus(dec(amount));
      return;
    }
    case 'order': {
      const c = world.customers[command.who]!;
      const instrument = command.usd ? h.apple : h.volvo;
      const price = dec(world.prices.get(instrument.id)!)
        .times(dec(100 + command.offset))
        .div(100)
        .toFixed(2);
      const response = await placeOrder(c.client, c.accids[command.acct], {
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
      const open = await openOrdersOf(h, c.accids);
      if (open.length === 0) return;
      const order = open[command.pick % open.length]!;
      const response = await c.client.call(api.trading.cancelOrder, {
        params: { accid: order.accid, orderId: order.id },
      });
      expect(response.statusCode).toBe(204);
      return;
    }
    case 'move': {
      // Volvo moves between 80 and 120 SEK, Apple between 8 and 12 USD.
      const price = dec(command.price)
        .div(command.usd ? 10 : 1)
        .toFixed(2);
      quote(h, world, command.usd ? h.apple : h.volvo, price);
      await runMatching(server.ctx);
      return;
    }
    case 'partialFill': {
      const open = await openOrdersOf(h, all);
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
        const fill = { orderId: order.id, executionId, volume, price };
        const outcome = await applyFill(server.ctx, { ...fill, executedAt: clock.now() });
        expect(['FILLED', 'PARTIALLY_FILLED']).toContain(outcome);
        world.executions.push(fill);
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
      const before = await ledgerRowCount(h);
      expect(await applyFill(server.ctx, { ...fill, executedAt: clock.now() })).toBe('DUPLICATE');
      expect(await ledgerRowCount(h)).toBe(before);
      return;
    }
    case 'withdraw': {
      const c = world.customers[command.who]!;
      const accid = c.accids[command.acct];
      const body = { amount: cents(command.cents), payoutAccountId: c.payoutAccountId };
      const key = randomUUID();
      const response = await withdrawOf(c, accid, body, key);
      if (response.statusCode === 201) {
        world.withdrawals.push({ who: command.who, accid, key, body, id: response.json().id });
      } else {
        expect(response.json(), response.body).toMatchObject({ code: 'INSUFFICIENT_WITHDRAWABLE_CASH' });
      }
      return;
    }
    case 'cancelWithdrawal': {
      if (world.withdrawals.length === 0) return;
      const w = world.withdrawals[command.pick % world.withdrawals.length]!;
      const response = await world.customers[w.who]!.client.call(api.accountsAndMoney.cancelWithdrawal, {
        params: { accid: w.accid, id: w.id },
      });
      // 204 while REQUESTED (or already cancelled), 409 once sent.
      expect([204, 409], response.body).toContain(response.statusCode);
      return;
    }
    case 'replayWithdrawal': {
      if (world.withdrawals.length === 0) return;
      const w = world.withdrawals[command.pick % world.withdrawals.length]!;
      // The bank's answer, if the withdrawal is out and unanswered, applies now; after that, replays.
      await settleWithdrawal(server.ctx, w.id);
      const before = await ledgerRowCount(h);
      const again = await withdrawOf(world.customers[w.who]!, w.accid, w.body, w.key);
      expect(again.statusCode).toBe(201);
      expect(again.json().id).toBe(w.id);
      await settleWithdrawal(server.ctx, w.id);
      expect(await ledgerRowCount(h)).toBe(before);
      return;
    }
    case 'time': {
      clock.advance(command.hours * 3_600_000);
      await runSettlement(server.ctx);
      await server.runJobs();
      for (const c of world.customers) await c.login();
      return;
    }
    case 'openBanking': {
      // The provider's HTTP side has its own tests (and the crash script); here the payment is opened
      // as the service leaves it once the provider has answered.
      const c = world.customers[command.who]!;
      const requestId = randomUUID();
      const amount = cents(command.cents);
      const accid = c.accids[command.acct];
      const now = clock.now();
      await insertDepositRequest(server.ctx.db, {
        ...{ requestId, accid, userId: c.userId, method: 'OPEN_BANKING', amount, currency: 'SEK' },
        ...{ status: 'INITIATED', createdAt: now, updatedAt: now },
      });
      world.payments.push({ requestId, accid, amount, seen: [], paid: null });
      return;
    }
    case 'notify': {
      // Any kind, in any order, several of a kind under new ids: the provider's duplicates.
      if (world.payments.length === 0) return;
      const payment = world.payments[command.pick % world.payments.length]!;
      const amount =
        command.type === 'credit' && command.shift !== null
          ? dec(payment.amount).plus(dec(command.shift).div(100)).toFixed(2)
          : undefined;
      if (amount !== undefined && !dec(amount).isPositive()) return;
      const notification = {
        notificationId: randomUUID(),
        messageId: payment.requestId,
        kind: command.type,
        ...(amount === undefined ? {} : { amount }),
      };
      expect(await applyPaymentNotification(server.ctx, notification)).toBe(true);
      // The first credit is the one booked, at the amount it states.
      if (command.type === 'credit' && !payment.seen.includes('credit')) payment.paid = amount ?? null;
      payment.seen.push(command.type);
      world.notifications.push(notification);
      return;
    }
    case 'replayNotification': {
      if (world.notifications.length === 0) return;
      const notification = world.notifications[command.pick % world.notifications.length]!;
      const before = await ledgerRowCount(h);
      expect(await applyPaymentNotification(server.ctx, notification)).toBe(false);
      expect(await ledgerRowCount(h)).toBe(before);
      return;
    }
    case 'transfer': {
      const c = world.customers[command.who]!;
      const [from, to] = command.back ? [c.accids[1], c.accids[0]] : c.accids;
      await transferOf(world, clock.now().getTime(), command.who, {
        fromAccid: from,
        toAccid: to,
        amount: cents(command.cents),
      });
      return;
    }
    case 'moveShares': {
      // AF→ISK: a taxable sale at the last price, allowed three bank days after the last trade.
      const c = world.customers[command.who]!;
      const instrumentId = (command.usd ? h.apple : h.volvo).id;
      const [isk, af] = c.accids;
      await transferOf(world, clock.now().getTime(), command.who, {
        fromAccid: af,
        toAccid: isk,
        instrumentId,
        volume: command.volume,
      });
      return;
    }
    case 'replayTransfer': {
      // A transfer's key lives 24 hours (a withdrawal keeps its own on the row, for ever).
      const live = world.transfers.filter((t) => clock.now().getTime() - t.at < IDEMPOTENCY_KEY_TTL_MS);
      if (live.length === 0) return;
      const t = live[command.pick % live.length]!;
      const before = await ledgerRowCount(h);
      const again = await world.customers[t.who]!.client.call(api.accountsAndMoney.transfer, {
        body: t.body as { fromAccid: string; toAccid: string; amount: string },
        headers: { 'idempotency-key': t.key },
      });
      expect(again.statusCode).toBe(201);
      expect(again.json().id).toBe(t.id);
      expect(await ledgerRowCount(h)).toBe(before);
      return;
    }
  }
}

const withdrawOf = (c: Customer, accid: string, body: Record<string, unknown>, key: string) =>
  c.client.call(api.accountsAndMoney.withdraw, {
    params: { accid },
    body: body as { amount: string; payoutAccountId: string },
    headers: { 'idempotency-key': key },
  });

async function transferOf(
  world: World,
  at: number,
  who: number,
  body: { fromAccid: string; toAccid: string } & (
    | { amount: string }
    | { instrumentId: number; volume: number }
  ),
): Promise<void> {
  const c = world.customers[who]!;
  const key = randomUUID();
  const response = await c.client.call(api.accountsAndMoney.transfer, {
    body,
    headers: { 'idempotency-key': key },
  });
  if (response.statusCode === 201) {
    world.transfers.push({ who, key, body, id: response.json().id, at });
    return;
  }
  expect(response.statusCode, response.body).toBe(422);
  expect([
    'INSUFFICIENT_CASH',
    'INSUFFICIENT_UNITS',
    'TOO_SOON_AFTER_TRADE',
    'NOT_ALLOWED_IN_ACCOUNT',
  ]).toContain(response.json().reason);
}
