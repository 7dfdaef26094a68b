import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api, type MortgageApplicationBody } from '@havn/contract';
import {
  confirmEidNow,
  depositCash,
  type Investor,
  investor,
  provenPersonalNumber,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { hasPaymentRemarks } from './credit-bureau-simulator.ts';
import { advanceMortgageApplications } from './mortgages.ts';

// Monday 30 November 2026, 10:00 in Stockholm; 3M STIBOR as configured by default: 1.95%.
const clock = new ManualClock('2026-11-30T09:00:00Z');
let server: TestServer;

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.credit.bureauUrl = `http://127.0.0.1:${port}/credit-sim`;
});
afterAll(async () => {
  await server.close();
});

const review = () => clock.advance(server.ctx.config.credit.simStepSeconds * 1000);
const indication = (who: Investor, propertyValue: string, loanAmount: string) =>
  who.client.call(api.credit.mortgage.indication, { query: { propertyValue, loanAmount } });
const apply = (who: Investor, body: MortgageApplicationBody, key = randomUUID()) =>
  who.client.call(api.credit.mortgage.apply, { body, headers: { 'idempotency-key': key } });

/**
 * A Swedish customer whose eID proved a personal number the simulated bureau holds no payment remark
 * against, so a decision turns on the rule each test is about.
 */
async function applicant(name: string): Promise<Investor> {
  const who = await investor(server, name);
  await provenPersonalNumber(server, who, (number) => !hasPaymentRemarks(number));
  return who;
}

async function applicationCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await server.ctx.db.execute(sql`select count(*)::int as n from mortgage_applications`),
  );
  return row!.n;
}

function villa(overrides: Partial<MortgageApplicationBody> = {}): MortgageApplicationBody {
  return {
    property: { type: 'HOUSE', value: '5000000', address: 'Storgatan 12, Uppsala', postalCode: '75320' },
    loanAmount: '3000000',
    applicant: { monthlyIncome: '60000', employment: 'PERMANENT', otherDebts: '0' },
    household: { children: 1, coApplicant: null },
    ...overrides,
  };
}

describe('a mortgage indication', () => {
  it('for a 3 MSEK loan on a 5 MSEK house with nothing at Havn is STIBOR + 1.50 with 1% amortisation', async () => {
    const olle = await investor(server, 'Olle Indication');
    const response = await indication(olle, '5000000', '3000000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'SEK',
      ltv: '60.00',
      rate: { reference: '1.95', margin: '1.50', assetDiscount: '0.00', ltvDiscount: '0.00', rate: '3.45' },
      amortisationPercent: '1',
      monthly: { interest: '8625.00', amortisation: '2500.00', total: '11125.00' },
      capitalAtHavn: '0.00',
      terms: { minLoan: '1000000.00', maxLoan: '10000000.00', maxLtv: '60' },
    });
  });

  it('counts the capital the customer holds at Havn for its discount', async () => {
    const rika = await investor(server, 'Rika Indication');
    for (const part of ['600000', '600000']) {
      expect((await depositCash(rika.client, rika.accid, part, 'SEK')).statusCode).toBe(201);
    }
    const body = (await indication(rika, '6000000', '2000000')).json();
    expect(body).toMatchObject({
      capitalAtHavn: '1200000.00',
      ltv: '33.33',
      rate: { assetDiscount: '0.20', ltvDiscount: '0.15', rate: '3.10' },
      amortisationPercent: '0',
    });
  });

  it('refuses with stable codes and the limit: LTV over 60%, under 1 MSEK, over 10 MSEK, outside Sweden, bad input', async () => {
    const olle = await investor(server, 'Olle Refusals');
    const ltv = await indication(olle, '4000000', '2500000');
    expect(ltv.statusCode).toBe(422);
    expect(ltv.json()).toMatchObject({ code: 'MORTGAGE_LTV_TOO_HIGH', max: '2400000.00' });
    expect((await indication(olle, '4000000', '900000')).json()).toMatchObject({
      code: 'MORTGAGE_LOAN_TOO_SMALL',
      minimum: '1000000.00',
    });
    expect((await indication(olle, '40000000', '12000000')).json()).toMatchObject({
      code: 'MORTGAGE_LOAN_TOO_LARGE',
      max: '10000000.00',
    });
    const nora = await investor(server, 'Nora Norway', 'no');
    const abroad = await indication(nora, '5000000', '2000000');
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json()).toMatchObject({ code: 'MORTGAGE_NOT_OFFERED' });
    const bad = await olle.client.call(api.credit.mortgage.indication, {
      query: { propertyValue: '5e6', loanAmount: '-1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('a mortgage application', () => {
  it('is signed with a fresh eID, made once per key, and decided by the credit check: approved', async () => {
    const anna = await applicant('Anna Applicant');
    const before = await applicationCount();
    const unsigned = await apply(anna, villa());
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await applicationCount()).toBe(before);

    await confirmEidNow(server, anna.client);
    const key = randomUUID();
    const first = await apply(anna, villa(), key);
    expect(first.statusCode).toBe(201);
    const made = first.json();
    expect(made).toMatchObject({
      status: 'SUBMITTED',
      loanAmount: '3000000.00',
      property: { type: 'HOUSE', postalCode: '753 20' },
      ltv: '60.00',
      rate: '3.45',
      amortisationPercent: '1',
      monthlyCost: '11125.00',
      decision: null,
    });
    const again = await apply(anna, villa(), key);
    expect(again.json().id).toBe(made.id);
    expect(await applicationCount()).toBe(before + 1);
    // Another application while this one is decided is a conflict, and creates nothing.
    const second = await apply(anna, villa({ loanAmount: '2000000' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'MORTGAGE_APPLICATION_OPEN' });
    expect(await applicationCount()).toBe(before + 1);

    await advanceMortgageApplications(server.ctx);
    const inReview = await anna.client.callOk(api.credit.mortgage.application, { params: { id: made.id } });
    expect(inReview.status).toBe('IN_REVIEW');
    await advanceMortgageApplications(server.ctx);
    expect(
      (await anna.client.callOk(api.credit.mortgage.application, { params: { id: made.id } })).status,
    ).toBe('IN_REVIEW');
    review();
    await advanceMortgageApplications(server.ctx);
    const decided = await anna.client.callOk(api.credit.mortgage.application, { params: { id: made.id } });
    // 60,000 a month is 720,000 a year; 4.5 times that carries 3.24 MSEK.
    expect(decided).toMatchObject({
      status: 'APPROVED',
      decision: { outcome: 'APPROVED', approvedAmount: '3000000.00', reason: null },
    });
    expect(await anna.client.callOk(api.credit.mortgage.applications)).toEqual([decided]);
    // Running the job again changes nothing.
    await advanceMortgageApplications(server.ctx);
    expect(await anna.client.callOk(api.credit.mortgage.application, { params: { id: made.id } })).toEqual(
      decided,
    );
  });

  it('offers a lower amount when the household’s debts would pass 4.5 times its income', async () => {
    const lars = await applicant('Lars Lower');
    await confirmEidNow(server, lars.client);
    const made = (
      await apply(
        lars,
        villa({ applicant: { monthlyIncome: '45000', employment: 'PERMANENT', otherDebts: '150000' } }),
      )
    ).json();
    await advanceMortgageApplications(server.ctx);
    review();
    await advanceMortgageApplications(server.ctx);
    // 4.5 × 540,000 − 150,000 = 2,280,000.
    expect(
      await lars.client.callOk(api.credit.mortgage.application, { params: { id: made.id } }),
    ).toMatchObject({
      status: 'APPROVED',
      decision: { outcome: 'APPROVED_LOWER', approvedAmount: '2280000.00' },
    });
  });

  it('is refused for the debt ratio, or for a co-applicant’s payment remark', async () => {
    const dina = await applicant('Dina Debt');
    await confirmEidNow(server, dina.client);
    const low = (
      await apply(
        dina,
        villa({ applicant: { monthlyIncome: '15000', employment: 'TEMPORARY', otherDebts: '0' } }),
      )
    ).json();
    let remarked = 198001010000;
    while (!hasPaymentRemarks(String(remarked))) remarked += 1;
    const pelle = await applicant('Pelle Partner');
    await confirmEidNow(server, pelle.client);
    const together = await apply(
      pelle,
      villa({
        household: {
          children: 2,
          coApplicant: {
            name: 'Petra Partner',
            personalNumber: String(remarked),
            monthlyIncome: '50000',
            employment: 'SELF_EMPLOYED',
            otherDebts: '0',
          },
        },
      }),
    );
    expect(together.json()).toMatchObject({ status: 'SUBMITTED', hasCoApplicant: true });
    await advanceMortgageApplications(server.ctx);
    review();
    await advanceMortgageApplications(server.ctx);
    expect(
      await dina.client.callOk(api.credit.mortgage.application, { params: { id: low.id } }),
    ).toMatchObject({
      status: 'REFUSED',
      decision: { outcome: 'REFUSED', approvedAmount: null, reason: 'DEBT_RATIO' },
    });
    expect(
      await pelle.client.callOk(api.credit.mortgage.application, { params: { id: together.json().id } }),
    ).toMatchObject({ status: 'REFUSED', decision: { reason: 'PAYMENT_REMARKS' } });
    // Decided, a new application may be made; another customer's is not to be seen.
    const other = await dina.client.call(api.credit.mortgage.application, {
      params: { id: together.json().id },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses what breaks a rule or is malformed, creating nothing', async () => {
    const rolf = await investor(server, 'Rolf Rules');
    await confirmEidNow(server, rolf.client);
    const before = await applicationCount();
    const tooHigh = await apply(rolf, villa({ loanAmount: '3500000' }));
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json()).toMatchObject({ code: 'MORTGAGE_LTV_TOO_HIGH', max: '3000000.00' });
    const badPostal = await apply(rolf, villa({ property: { ...villa().property, postalCode: '7532' } }));
    expect(badPostal.statusCode).toBe(400);
    const noKey = await rolf.client.call(api.credit.mortgage.apply, { body: villa() });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const nora = await investor(server, 'Nora Apply', 'no');
    await confirmEidNow(server, nora.client);
    expect((await apply(nora, villa())).json()).toMatchObject({ code: 'MORTGAGE_NOT_OFFERED' });
    expect(await applicationCount()).toBe(before);
  });
});
