import { api } from '@havn/contract';
import {
  answerKyc,
  complianceOfficer,
  customer,
  depositCash,
  identifiedCustomer,
  instrumentBySymbol,
  placeOrder,
  plainKycAnswers,
  startTestServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { complianceDecisions } from '../../db/schema/onboarding.ts';
import { users } from '../../db/schema/users.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server.close();
});

describe('the KYC questionnaire', () => {
  it('approves plain answers, makes the prospect a customer with their first account, and asks again in two years', async () => {
    const erik = await identifiedCustomer(server, 'Erik');
    const result = await answerKyc(erik, plainKycAnswers('se'));
    expect(result).toEqual({
      status: 'APPROVED',
      nextReviewAt: '2028-11-02T09:00:00.000Z',
      refreshDue: false,
    });
    const me = await erik.client.callOk(api.identity.session);
    expect(me).toMatchObject({ customerStatus: 'CUSTOMER', kycRefreshDue: false });
    expect(await erik.client.callOk(api.identity.myKyc)).toMatchObject({
      answers: plainKycAnswers('se'),
      result: { status: 'APPROVED' },
      residence: 'se',
    });
  });

  it('refuses a US person with the reason, whichever way the answers say it', async () => {
    for (const answers of [
      { ...plainKycAnswers('se'), usPerson: true },
      { ...plainKycAnswers('se'), citizenships: ['se', 'us'] },
      {
        ...plainKycAnswers('se'),
        taxResidencies: [{ country: 'se' }, { country: 'us', tin: '123-45-6789' }],
      },
    ]) {
      const john = await identifiedCustomer(server, 'John');
      expect(await answerKyc(john, answers)).toMatchObject({ status: 'REFUSED', reason: 'US_PERSON' });
      expect(await john.client.callOk(api.identity.session)).toMatchObject({ customerStatus: 'REFUSED' });
    }
  });

  it('refuses a minor: a guardian opens a minor’s account', async () => {
    const lova = await identifiedCustomer(server, 'Lova', { birthDate: '2010-02-15' });
    expect(await answerKyc(lova, plainKycAnswers('se'))).toMatchObject({
      status: 'REFUSED',
      reason: 'MINOR_NEEDS_GUARDIAN',
    });
  });

  it('names the missing answers: a foreign tax residence without its TIN, a PEP without the function', async () => {
    const kari = await identifiedCustomer(server, 'Kari', { country: 'no' });
    const response = await kari.client.call(api.identity.answerKyc, {
      body: {
        ...plainKycAnswers('no'),
        taxResidencies: [{ country: 'no' }, { country: 'se' }],
        pep: { isPep: true },
        purposes: [],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'KYC_INCOMPLETE',
      errors: [
        { path: 'taxResidencies.1.tin', message: 'TIN_REQUIRED' },
        { path: 'pep', message: 'PEP_ROLE_REQUIRED' },
        { path: 'purposes', message: 'PURPOSE_REQUIRED' },
      ],
    });
  });

  it('asks for an eID identity before the questions', async () => {
    const legacy = await customer(server, 'Legacy');
    const response = await legacy.client.call(api.identity.answerKyc, { body: plainKycAnswers('se') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EID_REQUIRED' });
  });
});

describe('compliance review', () => {
  it('sends a PEP and a non-resident to review, decided by the compliance officer only, every decision audited', async () => {
    const karl = await identifiedCustomer(server, 'Karl');
    const pep = { isPep: true, role: 'MEMBER_OF_PARLIAMENT', relation: 'SELF' } as const;
    expect(await answerKyc(karl, { ...plainKycAnswers('se'), pep })).toMatchObject({
      status: 'IN_REVIEW',
      reason: 'PEP',
    });
    const abroad = await identifiedCustomer(server, 'Abroad');
    expect(
      await answerKyc(abroad, {
        ...plainKycAnswers('se'),
        taxResidencies: [{ country: 'es', tin: 'X1234567' }],
      }),
    ).toMatchObject({ status: 'IN_REVIEW', reason: 'NON_RESIDENT' });
    expect(await karl.client.callOk(api.identity.session)).toMatchObject({ customerStatus: 'IN_REVIEW' });

    // Anyone else: a customer, a moderator, the person under review themselves.
    const bystander = await identifiedCustomer(server, 'Bystander', { kyc: 'approved' });
    for (const who of [bystander, karl]) {
      const list = await who.client.call(api.identity.complianceReviews);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject({ code: 'NOT_COMPLIANCE_OFFICER' });
      const decide = await who.client.call(api.identity.decideReview, {
        params: { userId: karl.userId },
        body: { decision: 'APPROVE', note: 'looks fine to me' },
      });
      expect(decide.statusCode).toBe(403);
      expect(decide.json()).toMatchObject({ code: 'NOT_COMPLIANCE_OFFICER' });
    }

    const clara = await complianceOfficer(server, 'Clara');
    const reviews = await clara.client.callOk(api.identity.complianceReviews);
    expect(reviews.map((r) => [r.userId, r.reason])).toEqual(
      expect.arrayContaining([
        [karl.userId, 'PEP'],
        [abroad.userId, 'NON_RESIDENT'],
      ]),
    );

    const approved = await clara.client.callOk(api.identity.decideReview, {
      params: { userId: karl.userId },
      body: { decision: 'APPROVE', note: 'Member of parliament since 2018; salary explains the deposits.' },
    });
    // Enhanced review: asked again after one year.
    expect(approved).toMatchObject({ status: 'APPROVED', nextReviewAt: '2027-11-02T09:00:00.000Z' });
    expect(await karl.client.callOk(api.identity.session)).toMatchObject({ customerStatus: 'CUSTOMER' });
    expect(await karl.client.callOk(api.accountsAndMoney.listAccounts)).toHaveLength(1);

    const refused = await clara.client.callOk(api.identity.decideReview, {
      params: { userId: abroad.userId },
      body: { decision: 'REFUSE', note: 'No certified ID copy from abroad.' },
    });
    expect(refused).toMatchObject({ status: 'REFUSED', reason: 'DECLINED_BY_COMPLIANCE' });

    const twice = await clara.client.call(api.identity.decideReview, {
      params: { userId: karl.userId },
      body: { decision: 'REFUSE', note: 'changed my mind' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'REVIEW_NOT_OPEN' });

    const audit = await server.ctx.db
      .select()
      .from(complianceDecisions)
      .where(eq(complianceDecisions.officerId, clara.userId));
    expect(audit.map((row) => [row.userId, row.decision, row.reason])).toEqual(
      expect.arrayContaining([
        [karl.userId, 'APPROVE', 'PEP'],
        [abroad.userId, 'REFUSE', 'NON_RESIDENT'],
      ]),
    );
    expect(audit).toHaveLength(2);
  });
});

describe('periodic refresh', () => {
  it('holds trading once the review date has passed, until the customer answers again', async () => {
    const start = clock.now();
    const ines = await identifiedCustomer(server, 'Ines', { kyc: 'approved' });
    const [account] = await ines.client.callOk(api.accountsAndMoney.listAccounts);
    expect((await depositCash(ines.client, account!.accid, '10000', 'SEK')).statusCode).toBe(201);
    const volvo = await instrumentBySymbol(server, 'VOLV B');
    const order = { instrumentId: volvo.id, side: 'BUY', orderType: 'MARKET', volume: 1 } as const;

    clock.set('2028-11-02T09:00:01Z');
    try {
      await ines.login();
      expect(await ines.client.callOk(api.identity.session)).toMatchObject({ kycRefreshDue: true });
      const held = await placeOrder(ines.client, account!.accid, order);
      expect(held.statusCode).toBe(403);
      expect(held.json()).toMatchObject({ code: 'KYC_REFRESH_REQUIRED' });

      expect(await answerKyc(ines, plainKycAnswers('se'))).toMatchObject({
        status: 'APPROVED',
        nextReviewAt: '2030-11-02T09:00:01.000Z',
      });
      expect(await ines.client.callOk(api.identity.session)).toMatchObject({ kycRefreshDue: false });
      const placed = await placeOrder(ines.client, account!.accid, order);
      expect(placed.json()).not.toMatchObject({ code: 'KYC_REFRESH_REQUIRED' });
      expect(placed.statusCode).toBe(201);
    } finally {
      clock.set(start);
    }
  });

  it('holds a prospect from trading until approved', async () => {
    const sofia = await identifiedCustomer(server, 'Sofia');
    await server.ctx.db.update(users).set({ customerStatus: 'PROSPECT' }).where(eq(users.id, sofia.userId));
    const [account] = await sofia.client.callOk(api.accountsAndMoney.listAccounts);
    const volvo = await instrumentBySymbol(server, 'VOLV B');
    const held = await placeOrder(sofia.client, account!.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 1,
    });
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({ code: 'KYC_NOT_APPROVED' });
  });
});
