import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
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
  type TestClient,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';

// Internal transfers between a customer's own accounts: the rules of the domain, the balances and
// caps under both accounts' locks, and one ledger transaction across the two accounts.

const clock = new ManualClock('2026-11-02T09:00:00Z'); // a Monday
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '100.00', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

type Body = { fromAccid: string; toAccid: string } & (
  | { amount: string }
  | { instrumentId: number; volume: number }
);
const transfer = (client: TestClient, body: Body) =>
  client.call(api.accountsAndMoney.transfer, { body, headers: { 'idempotency-key': randomUUID() } });

async function swede(name: string): Promise<Investor & { isk: string; af: string }> {
  const who = await investor(server, name);
  const af = await openAccountOf(server, who.client, 'AF');
  return { ...who, isk: who.accid, af };
}

const unitsOf = async (client: TestClient, accid: string) => {
  const positions = (await client.call(api.portfolio.positions, { params: { accid } })).json() as {
    instrumentId: number;
    volume: number;
  }[];
  return positions.find((p) => p.instrumentId === volvo.id)?.volume ?? 0;
};

const count = async (table: string) =>
  rowsOf<{ n: number }>(await server.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!
    .n;

describe('cash between own accounts', () => {
  it('moves in one ledger transaction with entries on both accounts, and both lists show it', async () => {
    const who = await swede('Tor Cash');
    await depositCash(who.client, who.isk, '5000', 'SEK');
    const before = await count('ledger_transactions');
    const response = await transfer(who.client, { fromAccid: who.isk, toAccid: who.af, amount: '1200.50' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'COMPLETED',
      kind: 'CASH',
      amount: '1200.50',
      taxableSale: false,
    });
    expect(await count('ledger_transactions')).toBe(before + 1);
    expect((await accountMoney(who.client, who.isk)).cash).toBe('3799.50');
    expect((await accountMoney(who.client, who.af)).cash).toBe('1200.50');
    const list = async (accid: string) =>
      (await who.client.callOk(api.accountsAndMoney.transactions, { params: { accid }, query: {} }))
        .transactions[0];
    expect(await list(who.isk)).toMatchObject({ type: 'TRANSFER_OUT', amount: '-1200.50' });
    expect(await list(who.af)).toMatchObject({ type: 'TRANSFER_IN', amount: '1200.50' });
  });

  it('refuses more than the free cash, and two racing transfers of it all move it once', async () => {
    const who = await swede('Ulla Race');
    await depositCash(who.client, who.isk, '1000', 'SEK');
    const refused = await transfer(who.client, { fromAccid: who.isk, toAccid: who.af, amount: '1000.01' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED', reason: 'INSUFFICIENT_CASH' });
    const raced = await Promise.all([
      transfer(who.client, { fromAccid: who.isk, toAccid: who.af, amount: '1000' }),
      transfer(who.client, { fromAccid: who.af, toAccid: who.isk, amount: '1' }),
      transfer(who.client, { fromAccid: who.isk, toAccid: who.af, amount: '1000' }),
    ]);
    expect(raced.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    const total =
      dec2((await accountMoney(who.client, who.isk)).cash) +
      dec2((await accountMoney(who.client, who.af)).cash);
    expect(total).toBe(1000);
    expect((await ledgerHealth(server)).negative).toEqual([]);
  });

  it('books a retried key once: the same transfer answered again, its key kept with it', async () => {
    const who = await swede('Yngve Retry');
    await depositCash(who.client, who.isk, '1000', 'SEK');
    const key = randomUUID();
    const body = { fromAccid: who.isk, toAccid: who.af, amount: '300' };
    const send = () =>
      who.client.call(api.accountsAndMoney.transfer, { body, headers: { 'idempotency-key': key } });
    const before = await count('ledger_transactions');
    const answers = [...(await Promise.all([send(), send()])), await send()];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers[2]!.headers['idempotent-replayed']).toBe('true');
    expect(await count('ledger_transactions')).toBe(before + 1);
    expect((await accountMoney(who.client, who.af)).cash).toBe('300.00');
    // The key committed with the transfer, DONE: nothing IN_FLIGHT for a crash to leave behind.
    const keys = await server.ctx.db.execute(sql`select state from idempotency_keys where key = ${key}`);
    expect(rowsOf(keys)).toEqual([{ state: 'DONE' }]);
  });

  it("is 404 for another customer's account", async () => {
    const who = await swede('Vera Own');
    const other = await investor(server, 'Walt Other');
    await depositCash(who.client, who.isk, '100', 'SEK');
    const response = await transfer(who.client, { fromAccid: who.isk, toAccid: other.accid, amount: '10' });
    expect(response.statusCode).toBe(404);
  });
});

function dec2(text: string): number {
  return Math.round(Number(text) * 100) / 100;
}

describe('securities between own accounts', () => {
  it('moves AF→ISK three bank days after the trade as a taxable sale at the last price', async () => {
    const who = await swede('Xena Shares');
    await depositCash(who.client, who.af, '5000', 'SEK');
    const order = await placeOrder(who.client, who.af, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(order.statusCode, order.body).toBe(201);
    const body = { fromAccid: who.af, toAccid: who.isk, instrumentId: volvo.id, volume: 4 };
    const early = await transfer(who.client, body);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED', reason: 'TOO_SOON_AFTER_TRADE' });
    clock.advance(3 * 86_400_000); // Thursday: three bank days after Monday's trade
    market.set(volvo.id, { last: '104.00', currency: 'SEK' });
    await who.login(); // the session did not last the three days
    const moved = await transfer(who.client, body);
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({ kind: 'SECURITIES', volume: 4, taxableSale: true, price: '104.00' });
    expect(await unitsOf(who.client, who.af)).toBe(6);
    expect(await unitsOf(who.client, who.isk)).toBe(4);
    // Back the other way is refused: an ISK's holdings never leave for a taxed account.
    const back = await transfer(who.client, {
      fromAccid: who.isk,
      toAccid: who.af,
      instrumentId: volvo.id,
      volume: 1,
    });
    expect(back.json()).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED', reason: 'ISK_TO_NON_ISK' });
    const tooMany = await transfer(who.client, { ...body, volume: 7 });
    expect(tooMany.json()).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED', reason: 'INSUFFICIENT_UNITS' });

    // The move is a sale at 104: the AF's report realises it, and the ISK holds the units at that price.
    expect(moved.json().amount).toBe('416.00');
    const report = async (accid: string) =>
      who.client.callOk(api.portfolio.report, { params: { accid }, query: {} });
    const bought = await report(who.af);
    const cost = dec2(bought.bought) + dec2(bought.fees);
    expect(dec2(bought.sold)).toBe(416);
    expect(dec2(bought.realizedReturn)).toBe(dec2(String(416 - (cost * 4) / 10)));
    const isk = (await who.client.call(api.portfolio.positions, { params: { accid: who.isk } })).json() as {
      instrumentId: number;
      averagePrice: string;
    }[];
    expect(isk.find((p) => p.instrumentId === volvo.id)?.averagePrice).toMatch(/^104\.0*$/);
  });

  it('waits three bank days of the market’s calendar, holidays included', async () => {
    const who = await swede('Ylva Jul');
    clock.set('2026-12-23T09:00:00Z'); // Wednesday before Christmas
    await who.login();
    await depositCash(who.client, who.af, '5000', 'SEK');
    const order = { instrumentId: volvo.id, side: 'BUY' as const, orderType: 'MARKET' as const, volume: 2 };
    expect((await placeOrder(who.client, who.af, order)).statusCode).toBe(201);
    const body = { fromAccid: who.af, toAccid: who.isk, instrumentId: volvo.id, volume: 2 };
    // Monday 28th and Tuesday 29th are the only Swedish bank days since (24th–27th are closed).
    clock.set('2026-12-29T12:00:00Z');
    await who.login();
    expect((await transfer(who.client, body)).json()).toMatchObject({ reason: 'TOO_SOON_AFTER_TRADE' });
    clock.set('2026-12-30T12:00:00Z');
    await who.login();
    expect((await transfer(who.client, body)).statusCode).toBe(201);
  });
});

describe('unsettled cash', () => {
  it('stays in the account until the sale settles: only withdrawable cash moves', async () => {
    const who = await swede('Åsa Unsettled');
    clock.set('2026-11-02T09:00:00Z'); // Monday
    await who.login();
    await depositCash(who.client, who.af, '1000', 'SEK');
    const order = { instrumentId: volvo.id, orderType: 'MARKET' as const, volume: 5 };
    expect((await placeOrder(who.client, who.af, { ...order, side: 'BUY' })).statusCode).toBe(201);
    expect((await placeOrder(who.client, who.af, { ...order, side: 'SELL' })).statusCode).toBe(201);
    const [account] = (await who.client.callOk(api.accountsAndMoney.listAccounts)).filter(
      (a) => a.accid === who.af,
    );
    expect(Number(account!.unsettled)).toBeGreaterThan(0);
    const all = await transfer(who.client, { fromAccid: who.af, toAccid: who.isk, amount: account!.cash });
    expect(all.statusCode).toBe(422);
    expect(all.json()).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED', reason: 'INSUFFICIENT_CASH' });
    const settled = await transfer(who.client, {
      fromAccid: who.af,
      toAccid: who.isk,
      amount: account!.withdrawable,
    });
    expect(settled.statusCode, settled.body).toBe(201);
  });
});

describe('capped and cash-only accounts', () => {
  it('refuses cash past an aktiesparekonto’s room with DEPOSIT_CAP_EXCEEDED, and moves nothing', async () => {
    const who = await investor(server, 'Yrsa Dansk', 'dk');
    const depot = await openAccountOf(server, who.client, 'AKTIEDEPOT');
    await depositCash(who.client, depot, '200000', 'DKK');
    const [ask] = (await who.client.callOk(api.accountsAndMoney.listAccounts)).filter(
      (a) => a.accountType === 'AKTIESPAREKONTO',
    );
    const before = await count('ledger_transactions');
    const response = await transfer(who.client, { fromAccid: depot, toAccid: ask!.accid, amount: '190000' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'DEPOSIT_CAP_EXCEEDED', room: ask!.depositRoom });
    expect(await count('ledger_transactions')).toBe(before);
    expect(
      (await transfer(who.client, { fromAccid: depot, toAccid: ask!.accid, amount: '1000' })).statusCode,
    ).toBe(201);
    const room = (await who.client.callOk(api.accountsAndMoney.listAccounts)).find(
      (a) => a.accid === ask!.accid,
    )!.depositRoom;
    expect(Number(room)).toBe(Number(ask!.depositRoom) - 1000);
  });

  it('takes cash only into an osakesäästötili', async () => {
    const who = await investor(server, 'Zeno Suomi', 'fi');
    const arvo = await openAccountOf(server, who.client, 'ARVO_OSUUSTILI');
    const response = await transfer(who.client, {
      fromAccid: arvo,
      toAccid: who.accid,
      instrumentId: volvo.id,
      volume: 1,
    });
    expect(response.json()).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED', reason: 'CASH_ONLY' });
  });
});
