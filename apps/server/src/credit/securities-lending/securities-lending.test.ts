import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import { dec } from '@havn/domain/broker/index';
import {
  accountMoney,
  confirmEidNow,
  depositCash,
  fundedInvestor,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  placeOrder,
  provenPersonalNumber,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { runMatching } from '../../trading/matching.ts';
import { hasPaymentRemarks } from '../mortgages/credit-bureau-simulator.ts';
import { runMarginCalls } from './margin-calls.ts';
import { chargeCreditInterest } from './securities-lending.ts';

// Monday 30 November 2026, 10:00 in Stockholm: the market is open.
const clock = new ManualClock('2026-11-30T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  server.ctx.config.credit.bureauUrl = `http://127.0.0.1:${port}/credit-sim`;
  volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '250', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

/** Gives `who` an eID-proven personal number with, or without, a payment remark at the bureau. */
async function proven(who: Investor, remark = false): Promise<void> {
  await provenPersonalNumber(server, who, (number) => hasPaymentRemarks(number) === remark);
  await confirmEidNow(server, who.client);
}

const credit = (who: Investor, accid = who.accid) =>
  who.client.call(api.credit.securitiesLending.credit, { params: { accid } });
const open = (who: Investor, creditLimit: string, key = randomUUID()) =>
  who.client.call(api.credit.securitiesLending.openCreditLine, {
    params: { accid: who.accid },
    body: { creditLimit },
    headers: { 'idempotency-key': key },
  });
const close = (who: Investor) =>
  who.client.call(api.credit.securitiesLending.closeCreditLine, { params: { accid: who.accid } });
const buy = (who: Investor, volume: number) =>
  placeOrder(who.client, who.accid, { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume });

describe('securities lending', () => {
  it('grants a limit with a fresh eID, lends against the holdings, charges a day’s interest and ends when repaid', async () => {
    const anna = await fundedInvestor(server, 'Anna Lending', '100000');
    expect((await buy(anna, 200)).json()).toMatchObject({ state: 'FILLED' });
    const cash = (await accountMoney(anna.client, anna.accid)).cash;

    // One holding is all the book: it lends at half of a share's 60 %.
    const before = await credit(anna);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      offered: true,
      line: null,
      holdings: [{ instrumentId: volvo.id, marketValue: '50000.00', percent: 30, lendingValue: '15000.00' }],
      lendingValue: '15000.00',
      standing: { loan: '0.00', state: 'NO_LOAN', buyingPower: cash },
      terms: { currency: 'SEK', minLimit: '10000.00', maxLimit: '5000000.00' },
    });

    // Signed with a fresh eID; the limit within the range.
    const unsigned = await open(anna, '100000');
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await proven(anna);
    const small = await open(anna, '5000');
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ code: 'CREDIT_LIMIT_OUT_OF_RANGE', minimum: '10000.00' });
    const key = randomUUID();
    const granted = await open(anna, '100000', key);
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ status: 'ACTIVE', creditLimit: '100000.00', currency: 'SEK' });
    // The same request again is the same line; another is refused.
    expect((await open(anna, '100000', key)).json()).toEqual(granted.json());
    const again = await open(anna, '50000');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CREDIT_LINE_OPEN' });

    // The buying power is the cash and the lending value (below the limit), here and in the accounts list.
    const withLine = (await credit(anna)).json();
    const power = dec(cash).plus(15000).toFixed(2);
    expect(withLine.standing).toMatchObject({
      borrowingCap: '15000.00',
      room: '15000.00',
      buyingPower: power,
    });
    expect((await accountMoney(anna.client, anna.accid)).buyingPower).toBe(power);

    // A buy past the cash borrows; one past the room is refused.
    expect((await buy(anna, 230)).json()).toMatchObject({ state: 'FILLED' });
    const borrowing = (await credit(anna)).json();
    expect(borrowing.standing.state).toBe('IN_USE');
    const loan = dec(borrowing.standing.loan);
    expect(loan.greaterThan(0)).toBe(true);
    expect((await accountMoney(anna.client, anna.accid)).cash).toBe(loan.negated().toFixed(2));
    const tooMuch = await buy(anna, 200);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
    const accounts = await anna.client.callOk(api.accountsAndMoney.listAccounts);
    expect(accounts.find((a) => a.accid === anna.accid)).toMatchObject({
      requiredAction: null,
      withdrawable: '0.00',
      buyingPower: borrowing.standing.buyingPower,
    });

    // Nothing ends while something is borrowed.
    expect((await close(anna)).json()).toMatchObject({ code: 'CREDIT_IN_USE' });

    // A day's interest, once a day (actual/365 at 4.45 %), listed as interest.
    expect(await chargeCreditInterest(server.ctx, '2026-11-30')).toBe(1);
    expect(await chargeCreditInterest(server.ctx, '2026-11-30')).toBe(0);
    const interest = loan.times('4.45').dividedBy(100).dividedBy(365).toDecimalPlaces(2);
    expect((await credit(anna)).json().interestThisMonth).toBe(interest.toFixed(2));
    const list = await anna.client.callOk(api.accountsAndMoney.transactions, {
      params: { accid: anna.accid },
      query: { types: 'INTEREST' },
    });
    expect(list.transactions).toEqual([
      expect.objectContaining({ type: 'INTEREST', amount: interest.negated().toFixed(2) }),
    ]);

    // Prices fall below the loan: over-leveraged, with the shortfall to cover.
    market.set(volvo.id, { last: '50', currency: 'SEK' });
    const falling = (await credit(anna)).json();
    expect(falling.standing).toMatchObject({ state: 'OVER_LEVERAGED', buyingPower: '0.00' });
    expect(dec(falling.standing.shortfall).greaterThan(0)).toBe(true);
    expect(
      (await anna.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === anna.accid),
    ).toMatchObject({ requiredAction: 'COVER_NEGATIVE_CASH' });
    market.set(volvo.id, { last: '250', currency: 'SEK' });

    // A deposit pays the loan back; then the line may end.
    expect((await depositCash(anna.client, anna.accid, '20000', 'SEK')).statusCode).toBe(201);
    expect((await close(anna)).statusCode).toBe(204);
    expect((await credit(anna)).json()).toMatchObject({ line: null, standing: { state: 'NO_LOAN' } });
  });

  it('lends for a fund purchase too, within the same room as a share buy', async () => {
    const fund = await instrumentBySymbol(server, 'AVA GLOBAL');
    const bea = await fundedInvestor(server, 'Bea Fundbuyer', '60000');
    expect((await buy(bea, 200)).json()).toMatchObject({ state: 'FILLED' });
    await proven(bea);
    expect((await open(bea, '100000')).statusCode).toBe(201);
    const cash = dec((await accountMoney(bea.client, bea.accid)).cash);
    const fundBuy = (amount: string) =>
      bea.client.call(api.trading.placeFundOrder, {
        params: { accid: bea.accid },
        body: { instrumentId: fund.id, side: 'BUY', amount },
        headers: { 'idempotency-key': randomUUID() },
      });

    // 5,000 past the cash is borrowed (the lending value is 15,000); 11,000 more is past the room.
    const borrowed = await fundBuy(cash.plus(5000).toFixed(2));
    expect(borrowed.statusCode, borrowed.body).toBe(201);
    expect(borrowed.json()).toMatchObject({ state: 'REGISTERED' });
    expect((await credit(bea)).json().standing).toMatchObject({ loan: '5000.00', room: '10000.00' });
    const tooMuch = await fundBuy('11000');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_BUYING_POWER' });
    expect((await credit(bea)).json().standing).toMatchObject({ loan: '5000.00' });
    // Cancelled before its cut-off, the purchase gives the money back and nothing is borrowed.
    const cancelled = await bea.client.call(api.trading.cancelFundOrder, {
      params: { accid: bea.accid, id: borrowed.json().id },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await credit(bea)).json().standing).toMatchObject({ loan: '0.00', state: 'NO_LOAN' });
  });

  it('changes the limit with a fresh eID: never below what is borrowed, once per Idempotency-Key', async () => {
    market.set(volvo.id, { last: '250', currency: 'SEK' });
    const carl = await fundedInvestor(server, 'Carl Change', '60000');
    expect((await buy(carl, 200)).json()).toMatchObject({ state: 'FILLED' });
    await proven(carl);
    const first = await open(carl, '20000');
    expect(first.statusCode).toBe(201);
    const change = (creditLimit: string, key = randomUUID()) =>
      carl.client.call(api.credit.securitiesLending.changeCreditLimit, {
        params: { accid: carl.accid },
        body: { creditLimit },
        headers: { 'idempotency-key': key },
      });
    // Borrow above 10,000 (the cash is about 10,000; the lending value 15,000).
    expect((await buy(carl, 80)).json()).toMatchObject({ state: 'FILLED' });
    const loan = (await credit(carl)).json().standing.loan as string;
    expect(dec(loan).greaterThan(10000)).toBe(true);

    // The eID of the opening is older than a step-up's five minutes now.
    clock.advance(6 * 60 * 1000);
    const unsigned = await change('15000');
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await confirmEidNow(server, carl.client);
    const below = await change('10000');
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ code: 'CREDIT_LIMIT_BELOW_LOAN', minimum: loan });
    expect((await change('5000')).json()).toMatchObject({ code: 'CREDIT_LIMIT_OUT_OF_RANGE' });
    expect((await credit(carl)).json().line).toMatchObject({ creditLimit: '20000.00' });

    const key = randomUUID();
    const lowered = await change('15000', key);
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ status: 'ACTIVE', creditLimit: '15000.00', currency: 'SEK' });
    expect(lowered.json().id).not.toBe(first.json().id);
    const again = await change('15000', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(lowered.json());
    // The same key with another limit changes nothing: it is refused, not answered with the first line.
    const reused = await change('16000', key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await credit(carl)).json().line).toMatchObject({ creditLimit: '15000.00' });
    // A higher limit asks the credit check again (no remark here); the room is still the lending value.
    expect((await change('50000')).json()).toMatchObject({ creditLimit: '50000.00' });
    const raised = (await credit(carl)).json();
    expect(raised.line).toMatchObject({ creditLimit: '50000.00' });
    expect(raised.standing.borrowingCap).toBe(raised.lendingValue);
    expect(dec(raised.lendingValue).lessThan(50000)).toBe(true);
    // Another's account, and an account without a line, are not found.
    const dan = await investor(server, 'Dan Noline');
    const theirs = await dan.client.call(api.credit.securitiesLending.changeCreditLimit, {
      params: { accid: carl.accid },
      body: { creditLimit: '20000' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(theirs.statusCode).toBe(404);
    const none = await dan.client.call(api.credit.securitiesLending.changeCreditLimit, {
      params: { accid: dan.accid },
      body: { creditLimit: '20000' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(none.statusCode).toBe(404);
    // Paid back, so the margin calls below find nothing of Carl's.
    expect((await depositCash(carl.client, carl.accid, '20000', 'SEK')).statusCode).toBe(201);
  });

  it('is refused for a payment remark (the same answer on a retry), on an account it does not lend against, and on another’s account', async () => {
    const rolf = await fundedInvestor(server, 'Rolf Remark', '1000');
    await proven(rolf, true);
    const key = randomUUID();
    const refused = await open(rolf, '20000', key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'CREDIT_REFUSED', reason: 'PAYMENT_REMARKS' });
    expect((await open(rolf, '20000', key)).json()).toMatchObject({ code: 'CREDIT_REFUSED' });
    expect((await credit(rolf)).json()).toMatchObject({ line: null });

    // Norway's ASK keeps credit out by law.
    const nora = await investor(server, 'Nora Lending', 'no');
    await proven(nora);
    const ask = await open(nora, '20000');
    expect(ask.statusCode).toBe(422);
    expect(ask.json()).toMatchObject({ code: 'CREDIT_NOT_OFFERED' });
    expect((await credit(nora)).json()).toMatchObject({ offered: false, terms: null, ratePercent: null });

    expect((await credit(nora, rolf.accid)).statusCode).toBe(404);
    const malformed = await rolf.client.call(api.credit.securitiesLending.openCreditLine, {
      params: { accid: rolf.accid },
      body: { creditLimit: '1e6' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(malformed.statusCode).toBe(400);
  });

  // Last: it moves the shared clock past a margin call's deadline.
  it('calls the margin of an account whose loan passed its lending value, cures it when prices recover, and sells after the deadline', async () => {
    market.set(volvo.id, { last: '250', currency: 'SEK' });
    const bo = await fundedInvestor(server, 'Bo Margin', '100000');
    expect((await buy(bo, 200)).json()).toMatchObject({ state: 'FILLED' });
    await proven(bo);
    expect((await open(bo, '100000')).statusCode).toBe(201);
    expect((await buy(bo, 230)).json()).toMatchObject({ state: 'FILLED' });
    expect(await runMarginCalls(server.ctx)).toEqual({ called: 0, cured: 0, sold: 0 });

    // 430 at 50 lend 6,450 against a loan of about 7,600: called, once, and told.
    market.set(volvo.id, { last: '50', currency: 'SEK' });
    expect(await runMarginCalls(server.ctx)).toMatchObject({ called: 1 });
    expect(await runMarginCalls(server.ctx)).toEqual({ called: 0, cured: 0, sold: 0 });
    const called = (await credit(bo)).json();
    // Monday 10:00 in Stockholm: due at 12:00 on Tuesday.
    expect(called.marginCall).toMatchObject({ deadline: '2026-12-01T11:00:00.000Z' });
    const { messages } = await bo.client.callOk(api.watchlistsAndAlerts.myMessages, { query: { limit: 10 } });
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'MARGIN_CALL',
        payload: expect.objectContaining({
          accid: bo.accid,
          currency: 'SEK',
          deadline: '2026-12-01T11:00:00.000Z',
        }),
      }),
    ]);

    // Prices recover: the call is cured.
    market.set(volvo.id, { last: '250', currency: 'SEK' });
    expect(await runMarginCalls(server.ctx)).toMatchObject({ cured: 1 });
    expect((await credit(bo)).json().marginCall).toBeNull();

    // They fall again and stay down past the deadline: Havn sells, once, and the loan is back within.
    market.set(volvo.id, { last: '50', currency: 'SEK' });
    expect(await runMarginCalls(server.ctx)).toMatchObject({ called: 1 });
    clock.set('2026-12-01T11:05:00Z');
    expect(await runMarginCalls(server.ctx)).toMatchObject({ sold: 1 });
    await runMatching(server.ctx);
    await bo.login(); // a day later: the session has gone idle
    const after = (await credit(bo)).json();
    expect(after.standing.state).not.toBe('OVER_LEVERAGED');
    expect(after.marginCall).toBeNull();
    expect(after.holdings[0].marketValue).not.toBe('21500.00');
    expect(await runMarginCalls(server.ctx)).toEqual({ called: 0, cured: 0, sold: 0 });
  });
});
