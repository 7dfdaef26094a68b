import { api } from '@havn/contract';
import { customer, depositCash, identifiedCustomer, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/pension/prognosis', () => {
  it('runs from the customer’s age by their eID to the end of the payout, in today’s money', async () => {
    const signe = await identifiedCustomer(server, 'Signe Prognos', {
      birthDate: '1986-05-20',
      kyc: 'approved',
    });
    const prognosis = await signe.client.callOk(api.portfolio.pensionPrognosis, {
      query: { monthlyContribution: '2000', retirementAge: 65, payoutYears: 20 },
    });
    expect(prognosis.assumptions).toMatchObject({ age: 40, capital: '0.00', yieldTaxPercent: '0.38' });
    expect(prognosis.series[0]).toEqual({ age: 40, low: '0.00', expected: '0.00', high: '0.00' });
    expect(prognosis.series.at(-1)).toMatchObject({ age: 85, expected: '0.00' });
    const at65 = prognosis.series.find((point) => point.age === 65)!;
    // 25 years of 2,000 a month is 600,000 paid in; the expected real return adds to it.
    expect(Number(at65.expected)).toBeGreaterThan(600_000);
    expect(Number(at65.low)).toBeLessThan(Number(at65.expected));
    expect(Number(prognosis.monthlyPayout.expected)).toBeGreaterThan(Number(prognosis.monthlyPayout.low));

    const refused = await signe.client.call(api.portfolio.pensionPrognosis, {
      query: { monthlyContribution: '2000', retirementAge: 80 as 65, payoutYears: 20 },
    });
    expect(refused.statusCode).toBe(400);
    const foreign = await signe.client.call(api.portfolio.pensionPrognosis, {
      query: { accid: '999999999', monthlyContribution: '0', retirementAge: 65, payoutYears: 20 },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('starts from the named account’s value now, in its currency', async () => {
    const tove = await identifiedCustomer(server, 'Tove Prognos', {
      birthDate: '1986-05-20',
      kyc: 'approved',
    });
    const [account] = await tove.client.callOk(api.accountsAndMoney.listAccounts);
    expect((await depositCash(tove.client, account!.accid, '1500', 'SEK')).statusCode).toBe(201);
    const overview = await tove.client.callOk(api.portfolio.overview);
    expect(overview.accounts[0]).toMatchObject({ accid: account!.accid, value: '1500.00' });
    const prognosis = await tove.client.callOk(api.portfolio.pensionPrognosis, {
      query: { accid: account!.accid, monthlyContribution: '0', retirementAge: 65, payoutYears: 20 },
    });
    expect(prognosis.assumptions).toMatchObject({ capital: '1500.00', currency: 'SEK' });
    expect(prognosis.series[0]).toMatchObject({ age: 40, expected: '1500.00' });
  });

  it('asks for an eID first when it does not know the customer’s age', async () => {
    const anders = await customer(server, 'Anders Okänd');
    const response = await anders.client.call(api.portfolio.pensionPrognosis, {
      query: { monthlyContribution: '0', retirementAge: 65, payoutYears: 20 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BIRTH_DATE_UNKNOWN' });
    expect((await server.client().call(api.portfolio.pensionPrognosis)).statusCode).toBe(401);
  });
});
