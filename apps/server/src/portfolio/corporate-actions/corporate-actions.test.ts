import { api } from '@havn/contract';
import {
  accountMoney,
  entrySum,
  fundedInvestor,
  type Investor,
  instrumentBySymbol,
  ledgerHealth,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { runCorporateActions } from './corporate-action-flow.ts';

// Monday 20 April 2026, 10:00 in Stockholm.
const T0 = '2026-04-20T08:00:00Z';
const clock = new ManualClock(T0);
let server: TestServer;
let market: ScriptedMarket;
let volvo: { id: number };
let apple: { id: number };

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  apple = await instrumentBySymbol(server, 'AAPL');
  market.set(volvo.id, { last: '250.00', currency: 'SEK' });
  market.set(apple.id, { last: '200.00', currency: 'USD' });
  market.setFx('USD', '10.000000');
  // Volvo: ex-date Wednesday 29 April, record date 30 April, paid 6 May (1 May is a holiday).
  market.announce({
    eventId: 'DIV-VOLVB-2026',
    type: 'DIVIDEND',
    instrumentId: volvo.id,
    announcedAt: new Date('2026-04-01T06:00:00Z'),
    exDate: '2026-04-29',
    recordDate: '2026-04-30',
    payDate: '2026-05-06',
    deadline: null,
    dividend: { amountPerShare: '7.50', currency: 'SEK' },
  });
  // Apple: a quarterly dividend in dollars, paid into a krona account at the day's rate.
  market.announce({
    eventId: 'DIV-AAPL-2026Q2',
    type: 'DIVIDEND',
    instrumentId: apple.id,
    announcedAt: new Date('2026-05-04T12:00:00Z'),
    exDate: '2026-05-11',
    recordDate: '2026-05-11',
    payDate: '2026-05-14',
    deadline: null,
    dividend: { amountPerShare: '0.26', currency: 'USD' },
  });
});
afterAll(async () => {
  await server.close();
});

const buy = async (c: Investor, instrumentId: number, volume: number) => {
  const placed = await placeOrder(c.client, c.accid, {
    instrumentId,
    side: 'BUY',
    orderType: 'MARKET',
    volume,
  } as never);
  expect(placed.statusCode, placed.body).toBe(201);
  await server.runJobs();
};

const sell = async (c: Investor, instrumentId: number, volume: number) => {
  const placed = await placeOrder(c.client, c.accid, {
    instrumentId,
    side: 'SELL',
    orderType: 'MARKET',
    volume,
  } as never);
  expect(placed.statusCode, placed.body).toBe(201);
  await server.runJobs();
};

const list = (c: Investor, status: 'OPEN' | 'HISTORY') =>
  c.client.callOk(api.portfolio.corporateActions, { params: { accid: c.accid }, query: { status } });

/** The clock moved on, the corporate actions job run, and the customers logged in again. */
async function moveTo(time: string, ...customers: Investor[]): Promise<void> {
  clock.set(time);
  await runCorporateActions(server.ctx);
  for (const c of customers) await c.login();
}

describe('dividends', () => {
  let holder: Investor;
  let lateBuyer: Investor;
  let seller: Investor;

  it('lists an announced dividend on a holding with what today’s units would receive', async () => {
    clock.set(T0);
    holder = await fundedInvestor(server, 'Hedda Holder', '100000.00');
    lateBuyer = await fundedInvestor(server, 'Lars Late', '100000.00');
    seller = await fundedInvestor(server, 'Siri Seller', '100000.00');
    await buy(holder, volvo.id, 100);
    await buy(holder, apple.id, 10);
    await buy(seller, volvo.id, 40);
    await moveTo('2026-04-20T09:00:00Z', holder, lateBuyer, seller);

    const open = await list(holder, 'OPEN');
    expect(open.map((e) => e.instrumentId)).toEqual([volvo.id]);
    expect(open[0]).toMatchObject({
      type: 'DIVIDEND',
      state: 'ANNOUNCED',
      instrumentName: expect.any(String),
      exDate: '2026-04-29',
      recordDate: '2026-04-30',
      payDate: '2026-05-06',
      units: 100,
      amountPerShare: '7.50',
      currency: 'SEK',
      amount: '750.00',
      accountCurrency: 'SEK',
      bookedAt: null,
    });
    // Apple's is not announced yet; someone holding nothing sees nothing.
    expect(await list(lateBuyer, 'OPEN')).toEqual([]);
    expect(await list(holder, 'HISTORY')).toEqual([]);
    // Someone else's account is not found; a list that does not exist is a bad request.
    const foreign = await lateBuyer.client.call(api.portfolio.corporateActions, {
      params: { accid: holder.accid },
      query: { status: 'OPEN' },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await holder.client.get(`/api/accounts/${holder.accid}/corporate-actions?status=LATER`);
    expect(bad.statusCode).toBe(400);
  });

  it('entitles whoever held on the eve of the ex-date: a sale on the ex-date keeps it, a buy on it does not', async () => {
    await moveTo('2026-04-28T12:00:00Z', holder, lateBuyer, seller);
    await buy(holder, volvo.id, 50); // the day before the ex-date: 150 entitled
    await moveTo('2026-04-29T07:00:00Z', holder, lateBuyer, seller); // 09:00 on the ex-date
    await buy(lateBuyer, volvo.id, 80);
    await sell(seller, volvo.id, 40);
    await moveTo('2026-04-29T09:00:00Z', holder, lateBuyer, seller);

    const [held] = await list(holder, 'OPEN');
    expect(held).toMatchObject({
      instrumentId: volvo.id,
      state: 'PROCESSING',
      units: 150,
      amount: '1125.00',
    });
    expect(await list(lateBuyer, 'OPEN')).toEqual([]);
    expect((await list(seller, 'OPEN'))[0]).toMatchObject({ units: 40, amount: '300.00' });
  });

  it('pays on the payment date once, as a dividend in the transactions list, and moves it to history', async () => {
    const before = await accountMoney(holder.client, holder.accid);
    await moveTo('2026-05-05T10:00:00Z', holder);
    expect((await accountMoney(holder.client, holder.accid)).cash).toBe(before.cash);

    await moveTo('2026-05-06T05:00:00Z', holder, seller);
    await runCorporateActions(server.ctx); // a second run pays nothing twice
    const after = await accountMoney(holder.client, holder.accid);
    expect(Number(after.cash) - Number(before.cash)).toBeCloseTo(1125, 2);

    // Volvo's is done; Apple's, announced on 4 May, is still to come.
    expect((await list(holder, 'OPEN')).map((e) => e.instrumentId)).toEqual([apple.id]);
    const [paid] = await list(holder, 'HISTORY');
    expect(paid).toMatchObject({
      state: 'BOOKED',
      units: 150,
      amount: '1125.00',
      bookedAt: expect.any(String),
    });

    const { transactions } = await holder.client.callOk(api.accountsAndMoney.transactions, {
      params: { accid: holder.accid },
      query: { types: 'DIVIDEND' } as never,
    });
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      type: 'DIVIDEND',
      amount: '1125.00',
      total: '1125.00',
      instrumentId: volvo.id,
      volume: 150,
      price: '7.50',
      priceCurrency: 'SEK',
      fxRate: null,
    });
    expect((await list(seller, 'HISTORY'))[0]).toMatchObject({ amount: '300.00' });
    // The custodian paid exactly what the holders received.
    expect(await entrySum(server, 'system:custodian', 'cash', 'SEK')).toBe('-1425.00');
  });

  it('converts a dividend in another currency at the day’s rate through the FX desk', async () => {
    await moveTo('2026-05-08T10:00:00Z', holder);
    expect((await list(holder, 'OPEN')).map((e) => e.instrumentId)).toEqual([apple.id]);
    await moveTo('2026-05-14T15:00:00Z', holder); // 11:00 in New York
    const [paid] = await list(holder, 'HISTORY');
    // 10 × 0.26 USD = 2.60 USD at 10 SEK.
    expect(paid).toMatchObject({ instrumentId: apple.id, currency: 'USD', amount: '26.00' });
    const health = await ledgerHealth(server);
    expect(health.unbalanced).toBe(0);
    expect(health.negative).toEqual([]);
  });
});
