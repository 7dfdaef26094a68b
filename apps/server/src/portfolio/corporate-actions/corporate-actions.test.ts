import { api } from '@havn/contract';
import {
  accountMoney,
  depositCash,
  entrySum,
  fundedInvestor,
  type Investor,
  instrumentBySymbol,
  ledgerHealth,
  openAccountOf,
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
let alfa: { id: number };

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  apple = await instrumentBySymbol(server, 'AAPL');
  alfa = await instrumentBySymbol(server, 'ALFA');
  market.set(alfa.id, { last: '400.00', currency: 'SEK' });
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
    cashPerShare: { amountPerShare: '7.50', currency: 'SEK' },
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
    cashPerShare: { amountPerShare: '0.26', currency: 'USD' },
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

describe('tender offers', () => {
  let owner: Investor;
  let bystander: Investor;
  let eventId: number;

  const answer = (c: Investor, body: Record<string, unknown>) =>
    c.client.call(api.portfolio.answerCorporateAction, {
      params: { accid: c.accid, eventId },
      body: body as never,
    });
  const withdraw = (c: Investor) =>
    c.client.call(api.portfolio.withdrawCorporateActionAnswer, { params: { accid: c.accid, eventId } });
  const event = (c: Investor) =>
    c.client.callOk(api.portfolio.corporateAction, { params: { accid: c.accid, eventId } });
  const free = async (c: Investor) =>
    (await c.client.callOk(api.portfolio.positions, { params: { accid: c.accid } })).find(
      (p) => p.instrumentId === alfa.id,
    );

  it('takes an answer until the deadline, holding the units back from selling', async () => {
    clock.set('2026-06-01T08:00:00Z');
    owner = await fundedInvestor(server, 'Olle Offer', '100000.00');
    bystander = await fundedInvestor(server, 'Bodil By', '100000.00');
    await buy(owner, alfa.id, 60);
    await buy(bystander, alfa.id, 10);
    market.announce({
      eventId: 'TENDER-ALFA-2026',
      type: 'TENDER_OFFER',
      instrumentId: alfa.id,
      announcedAt: new Date('2026-06-01T06:00:00Z'),
      exDate: null,
      recordDate: '2026-06-19',
      payDate: '2026-06-24',
      deadline: new Date('2026-06-18T13:00:00Z'), // 15:00 in Stockholm
      cashPerShare: { amountPerShare: '450.00', currency: 'SEK' },
    });
    await moveTo('2026-06-02T08:00:00Z', owner, bystander);

    const [offer] = await list(owner, 'OPEN');
    expect(offer).toMatchObject({
      type: 'TENDER_OFFER',
      state: 'OPEN',
      units: 60,
      unitsHeld: 60,
      unitsFree: 60,
      amountPerShare: '450.00',
      amount: null,
      options: ['ACCEPT'],
      answer: null,
      deadline: '2026-06-18T13:00:00.000Z',
    });
    eventId = offer!.eventId;
    // The event read by itself is the list's view of it.
    expect(await event(owner)).toEqual(offer);

    // More than held, nothing, or an option not offered: refused, nothing held back.
    expect((await answer(owner, { option: 'ACCEPT', volume: 61 })).json()).toMatchObject({
      code: 'INSUFFICIENT_HOLDINGS',
    });
    expect((await answer(owner, { option: 'ACCEPT', volume: 0 })).statusCode).toBe(400);
    expect((await answer(owner, { option: 'REFUSE', volume: 5 })).statusCode).toBe(400);
    expect((await withdraw(owner)).statusCode).toBe(404);

    const accepted = await answer(owner, { option: 'ACCEPT', volume: 40 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      state: 'ANSWERED',
      units: 40,
      unitsHeld: 60,
      unitsFree: 20,
      amount: '18000.00',
      answer: { option: 'ACCEPT', volume: 40 },
    });
    expect(await event(owner)).toEqual(accepted.json());
    // The same answer again holds nothing back twice; a sale can take only the 20 units left.
    expect((await answer(owner, { option: 'ACCEPT', volume: 40 })).statusCode).toBe(200);
    const position = await free(owner);
    expect(position).toMatchObject({ volume: 60 });
    const tooMany = await placeOrder(owner.client, owner.accid, {
      instrumentId: alfa.id,
      side: 'SELL',
      orderType: 'MARKET',
      volume: 21,
    } as never);
    expect(tooMany.json()).toMatchObject({ code: 'INSUFFICIENT_HOLDINGS' });

    // Changed to 50, then withdrawn and given again: 50 held back in the end.
    expect((await answer(owner, { option: 'ACCEPT', volume: 50 })).json()).toMatchObject({ units: 50 });
    expect((await withdraw(owner)).statusCode).toBe(204);
    expect((await list(owner, 'OPEN'))[0]).toMatchObject({ state: 'OPEN', answer: null, units: 60 });
    expect((await answer(owner, { option: 'ACCEPT', volume: 50 })).statusCode).toBe(200);

    // A dividend takes no answer; an account without the shares does not see the offer.
    const stranger = await fundedInvestor(server, 'Stina Stranger', '1000.00');
    expect(
      (
        await stranger.client.call(api.portfolio.answerCorporateAction, {
          params: { accid: stranger.accid, eventId },
          body: { option: 'ACCEPT', volume: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await stranger.client.call(api.portfolio.corporateAction, {
          params: { accid: stranger.accid, eventId },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses answers after the deadline, lapses the silent and pays the accepted on the payment date', async () => {
    await moveTo('2026-06-18T13:00:00Z', owner, bystander);
    expect((await answer(owner, { option: 'ACCEPT', volume: 10 })).json()).toMatchObject({
      code: 'DEADLINE_PASSED',
    });
    expect((await withdraw(owner)).statusCode).toBe(409);
    expect((await list(owner, 'OPEN'))[0]).toMatchObject({ state: 'PROCESSING', units: 50 });
    const [lapsed] = await list(bystander, 'HISTORY');
    expect(lapsed).toMatchObject({ type: 'TENDER_OFFER', state: 'LAPSED', units: 10, amount: null });

    const before = await accountMoney(owner.client, owner.accid);
    await moveTo('2026-06-24T06:00:00Z', owner, bystander);
    await runCorporateActions(server.ctx);
    const after = await accountMoney(owner.client, owner.accid);
    expect(Number(after.cash) - Number(before.cash)).toBeCloseTo(22500, 2);
    expect(await free(owner)).toMatchObject({ volume: 10 });
    expect(await free(bystander)).toMatchObject({ volume: 10 });
    // 50 answered and sold; the 10 left are still held, and free.
    const booked = { state: 'BOOKED', units: 50, unitsHeld: 10, unitsFree: 10, amount: '22500.00' };
    expect((await list(owner, 'HISTORY'))[0]).toMatchObject(booked);
    expect(await event(owner)).toMatchObject(booked);

    // The sale is a sale: in the transactions list and in the year's realised gains.
    const { transactions } = await owner.client.callOk(api.accountsAndMoney.transactions, {
      params: { accid: owner.accid },
      query: { types: 'SELL' } as never,
    });
    expect(transactions[0]).toMatchObject({
      type: 'SELL',
      instrumentId: alfa.id,
      volume: 50,
      price: '450.00',
      amount: '22500.00',
    });
    const realised = await owner.client.callOk(api.portfolio.realised, {
      params: { accid: owner.accid },
      query: { year: 2026 },
    });
    const row = realised.rows.find((r) => r.instrumentId === alfa.id);
    // The cost is 50 of the 60 units bought at 400 with their share of the purchase's 39 SEK fee.
    expect(row).toMatchObject({ volume: 50, proceeds: '22500.00', cost: '20032.50', result: '2467.50' });
    const health = await ledgerHealth(server);
    expect(health.unbalanced).toBe(0);
    expect(health.negative).toEqual([]);
  });
});

describe('one corporate action in all of a customer’s accounts', () => {
  it('answers the event once for every account it concerns, and nothing for anyone else', async () => {
    clock.set('2026-06-24T08:00:00Z'); // Wednesday, 10:00 in Stockholm: the market is open.
    const greta = await fundedInvestor(server, 'Greta Group', '100000.00');
    const other = await openAccountOf(server, greta.client, 'AF');
    expect((await depositCash(greta.client, other, '50000.00', 'SEK')).statusCode).toBe(201);
    const bystander = await fundedInvestor(server, 'Bo Bystander', '1000.00');
    await buy(greta, volvo.id, 30);
    await buy({ ...greta, accid: other }, volvo.id, 12);
    market.announce({
      eventId: 'DIV-VOLVB-2026-EXTRA',
      type: 'DIVIDEND',
      instrumentId: volvo.id,
      announcedAt: new Date('2026-06-24T08:00:00Z'),
      // An extra dividend within the 90 days the announcements are read ahead.
      exDate: '2026-08-19',
      recordDate: '2026-08-20',
      payDate: '2026-08-26',
      deadline: null,
      cashPerShare: { amountPerShare: '8.00', currency: 'SEK' },
    });
    await moveTo('2026-06-24T08:30:00Z', greta, bystander);
    const [event] = (await list(greta, 'OPEN')).filter((e) => e.recordDate === '2026-08-20');
    expect(event).toBeDefined();

    const group = await greta.client.callOk(api.portfolio.corporateActionGroup, {
      params: { eventId: event!.eventId },
    });
    expect(group.map((g) => [g.accid, g.event.units, g.event.amount])).toEqual([
      [greta.accid, 30, '240.00'],
      [other, 12, '96.00'],
    ]);
    // Someone it does not concern, and an event that does not exist, answer alike: none.
    const notHers = await bystander.client.callOk(api.portfolio.corporateActionGroup, {
      params: { eventId: event!.eventId },
    });
    expect(notHers).toEqual([]);
    const none = await greta.client.callOk(api.portfolio.corporateActionGroup, {
      params: { eventId: 999999 },
    });
    expect(none).toEqual([]);
    const visitor = await server.client().call(api.portfolio.corporateActionGroup, {
      params: { eventId: event!.eventId },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
