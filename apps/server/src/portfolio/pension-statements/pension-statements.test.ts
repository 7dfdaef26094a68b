import { api } from '@havn/contract';
import {
  depositCash,
  type InstrumentFacts,
  identifiedCustomer,
  instrumentBySymbol,
  investor,
  openAccountOf,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE, postLedgerTransaction } from '../../accounts-and-money/ledger/ledger-repo.ts';
import { ManualClock } from '../../clock.ts';

const clock = new ManualClock('2025-03-10T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
});
afterAll(async () => {
  await server.close();
});

/** Money booked as the outside books it: an employer's payroll payment, a pension moved in. */
async function bookIn(type: 'DEPOSIT' | 'PENSION_MOVE', accid: string, amount: string, currency: string) {
  const from = type === 'DEPOSIT' ? HOUSE.bank : HOUSE.pensions;
  await postLedgerTransaction(server.ctx.db, {
    type,
    accid,
    reference: `test:${type}:${accid}:${clock.now().toISOString()}`,
    createdAt: clock.now(),
    entries: [
      { account: from, kind: 'cash', asset: currency, amount: `-${amount}` },
      { account: accid, kind: 'cash', asset: currency, amount },
    ],
  });
}

describe('GET /api/pension/statements', () => {
  it('an IPS’s 2025 and 2026: values, the customer’s money against the cap, a move in, and the refusals', async () => {
    clock.set(new Date('2025-03-10T09:00:00Z'));
    const ola = await investor(server, 'Ola Statement', 'no');
    const ips = await openAccountOf(server, ola.client, 'IPS');
    expect((await depositCash(ola.client, ips, '10000.00', 'NOK')).statusCode).toBe(201);
    clock.set(new Date('2025-06-02T09:00:00Z'));
    await ola.login(); // months on, the session has ended
    expect((await depositCash(ola.client, ips, '5000.00', 'NOK')).statusCode).toBe(201);
    await bookIn('PENSION_MOVE', ips, '3000.00', 'NOK');
    clock.set(new Date('2026-02-03T09:00:00Z'));
    await ola.login();
    expect((await depositCash(ola.client, ips, '20000.00', 'NOK')).statusCode).toBe(201);

    const year2025 = await ola.client.callOk(api.pension.statement, { query: { accid: ips, year: 2025 } });
    expect(year2025).toEqual({
      accid: ips,
      accountType: 'IPS',
      accountNumber: expect.any(String),
      year: 2025,
      firstYear: 2025,
      currency: 'NOK',
      preliminary: false,
      from: '2025-03-10',
      to: '2025-12-31',
      startValue: '0.00',
      endValue: '18000.00',
      paidIn: { customer: '15000.00', employer: '0.00', total: '15000.00' },
      movedIn: '3000.00',
      payouts: '0.00',
      returnAmount: '0.00',
      returnPercent: '0.00',
      fees: '0.00',
      fundCosts: [],
      tax: null,
      // 2025's cap was NOK 15,000: used to the krone.
      contributionCap: { cap: '15000.00', used: '15000.00', room: '0.00' },
      payoutAge: 62,
    });
    const year2026 = await ola.client.callOk(api.pension.statement, { query: { accid: ips, year: 2026 } });
    expect(year2026).toMatchObject({
      preliminary: true,
      from: '2026-01-01',
      to: '2026-02-03',
      startValue: '18000.00',
      endValue: '38000.00',
      paidIn: { customer: '20000.00', employer: '0.00', total: '20000.00' },
      movedIn: '0.00',
      contributionCap: { cap: '25000.00', used: '20000.00', room: '5000.00' },
    });

    for (const year of [2024, 2027]) {
      const out = await ola.client.call(api.pension.statement, { query: { accid: ips, year } });
      expect(out.statusCode).toBe(422);
      expect(out.json()).toMatchObject({ code: 'STATEMENT_YEAR_OUT_OF_RANGE' });
    }
    const ask = await ola.client.call(api.pension.statement, { query: { accid: ola.accid, year: 2025 } });
    expect(ask.statusCode).toBe(422);
    expect(ask.json()).toMatchObject({ code: 'NOT_A_PENSION_ACCOUNT' });
    const kari = await investor(server, 'Kari Nosy', 'no');
    const foreign = await kari.client.call(api.pension.statement, { query: { accid: ips, year: 2025 } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    const anonymous = await server
      .client()
      .call(api.pension.statement, { query: { accid: ips, year: 2025 } });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await ola.client.call(api.pension.statement, {
      query: { accid: 'x1', year: 2025 } as never,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('a private pension that bought shares this year: the 39 SEK fee is the cost, and the return', async () => {
    clock.set(new Date('2026-11-02T09:00:00Z'));
    const sara = await investor(server, 'Sara Pension', 'se');
    const pension = await openAccountOf(server, sara.client, 'PRIVATE_PENSION');
    expect((await depositCash(sara.client, pension, '10000.00', 'SEK')).statusCode).toBe(201);
    market.set(volvo.id, { last: '265.40', bid: '265.30', ask: '265.40', currency: 'SEK' });
    const order = await placeOrder(sara.client, pension, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(order.json()).toMatchObject({ state: 'FILLED', fees: '39.00' });
    const statement = await sara.client.callOk(api.pension.statement, {
      query: { accid: pension, year: 2026 },
    });
    expect(statement).toMatchObject({
      accountType: 'PRIVATE_PENSION',
      startValue: '0.00',
      // 7,307 cash and 10 Volvo B at 265.40.
      endValue: '9961.00',
      paidIn: { customer: '10000.00', employer: '0.00', total: '10000.00' },
      returnAmount: '-39.00',
      fees: '39.00',
      tax: null,
      // Sweden's private pension has no cap.
      contributionCap: null,
      payoutAge: 55,
    });
  });

  it('an occupational pension’s money is the employer’s, and no cap is counted', async () => {
    clock.set(new Date('2026-11-02T09:00:00Z'));
    const erik = await investor(server, 'Erik Employed', 'se');
    const occupational = await openAccountOf(server, erik.client, 'OCCUPATIONAL_PENSION');
    await bookIn('DEPOSIT', occupational, '4500.00', 'SEK');
    const statement = await erik.client.callOk(api.pension.statement, {
      query: { accid: occupational, year: 2026 },
    });
    expect(statement).toMatchObject({
      paidIn: { customer: '0.00', employer: '4500.00', total: '4500.00' },
      endValue: '4500.00',
      contributionCap: null,
    });
  });
});

describe('GET /api/pension/risk-profile', () => {
  it('reads the risk level per pension account by the years to its payout age', async () => {
    clock.set(new Date('2026-11-02T09:00:00Z'));
    const nils = await identifiedCustomer(server, 'Nils Glide', {
      country: 'no',
      birthDate: '1966-05-20',
      kyc: 'approved',
    });
    const before = await nils.client.callOk(api.pension.riskProfile);
    expect(before).toEqual({ riskLevel: null, age: 60, accounts: [] });

    const ips = await openAccountOf(server, nils.client, 'IPS');
    expect((await depositCash(nils.client, ips, '1000.00', 'NOK')).statusCode).toBe(201);
    const levelFour = {
      horizon: 'OVER_10Y',
      goal: 'GROWTH',
      lossReaction: 'BUY_MORE',
      lossCapacity: 'SMALL',
      experience: 'COMPLEX',
      finances: 'STRONG',
    };
    const saved = await nils.client.callOk(api.accountsAndMoney.customer.saveRiskProfile, {
      body: { answers: levelFour },
    });
    expect(saved.riskLevel).toBe(4);
    const profile = await nils.client.callOk(api.pension.riskProfile);
    expect(profile).toEqual({
      riskLevel: 4,
      age: 60,
      accounts: [
        {
          accid: ips,
          accountType: 'IPS',
          accountNumber: expect.any(String),
          alias: null,
          currency: 'NOK',
          payoutAge: 62,
          yearsToPayout: 2,
          // Two years before 62: the age profile holds 80 %; level 4 takes at most 60 %.
          ageProfileEquityPercent: 80,
          suggestedEquityPercent: 60,
          // All cash.
          currentEquityPercent: 0,
          value: '1000.00',
        },
      ],
    });
  });

  it('without a birth date gives the level and the accounts, but no years and no suggestion', async () => {
    const lisa = await investor(server, 'Lisa Unborn', 'se');
    const pension = await openAccountOf(server, lisa.client, 'PRIVATE_PENSION');
    const profile = await lisa.client.callOk(api.pension.riskProfile);
    expect(profile.age).toBeNull();
    expect(profile.accounts).toEqual([
      expect.objectContaining({
        accid: pension,
        yearsToPayout: null,
        suggestedEquityPercent: null,
        currentEquityPercent: null,
        value: '0.00',
      }),
    ]);
    expect((await server.client().call(api.pension.riskProfile)).statusCode).toBe(401);
  });
});
