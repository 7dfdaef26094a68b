import { randomUUID } from 'node:crypto';
import { api } from '@havn/contract';
import { KNOWLEDGE_TESTS } from '@havn/domain/broker/index';
import {
  confirmEidNow,
  depositCash,
  identifiedCustomer,
  instrumentBySymbol,
  investor,
  openAccountOf,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { accounts } from '../../db/schema/accounts.ts';

const clock = new ManualClock('2026-11-03T10:00:00Z');
let server: TestServer;
let market: ScriptedMarket;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
});
afterAll(async () => {
  await server.close();
});

describe('opening accounts', () => {
  it('offers a Swede ISK, AF, KF and the two pensions with their rules; a second AF opens beside the ISK', async () => {
    const astrid = await investor(server, 'Astrid Opens');
    const types = await astrid.client.callOk(api.accountsAndMoney.accountTypes);
    expect(types.map((t) => t.accountType)).toEqual([
      'ISK',
      'AF',
      'KF',
      'PRIVATE_PENSION',
      'OCCUPATIONAL_PENSION',
    ]);
    const af = await openAccountOf(server, astrid.client, 'AF');
    await openAccountOf(server, astrid.client, 'AF');
    const mine = await astrid.client.callOk(api.accountsAndMoney.listAccounts);
    expect(mine.map((a) => a.accountType)).toEqual(['ISK', 'AF', 'AF']);
    expect(mine.find((a) => a.accid === af)).toMatchObject({
      currency: 'SEK',
      isDefault: false,
      depositRoom: null,
    });
  });

  it('refuses a type the country does not offer, terms not accepted, and a second aktiesparekonto', async () => {
    const mette = await investor(server, 'Mette Opens', 'dk');
    const open = (body: Parameters<typeof mette.client.call<typeof api.accountsAndMoney.openAccount>>[1]) =>
      mette.client.call(api.accountsAndMoney.openAccount, body);
    const terms = {
      termsVersion: (await mette.client.callOk(api.accountsAndMoney.accountTypes))[0]!.termsVersion,
    };
    expect((await open({ body: { accountType: 'ISK', ...terms, acceptTerms: true } })).json()).toMatchObject({
      status: 422,
      code: 'NOT_OFFERED',
    });
    expect(
      (await open({ body: { accountType: 'DEPOT', termsVersion: '1999-01-01', acceptTerms: true } })).json(),
    ).toMatchObject({ status: 422, code: 'TERMS_NOT_ACCEPTED' });
    expect(
      (await open({ body: { accountType: 'AKTIESPAREKONTO', ...terms, acceptTerms: true } })).json(),
    ).toMatchObject({ status: 409, code: 'ONE_PER_PERSON' });
    const types = await mette.client.callOk(api.accountsAndMoney.accountTypes);
    expect(types.find((t) => t.accountType === 'AKTIESPAREKONTO')).toMatchObject({
      onePerPerson: true,
      alreadyHeld: true,
      depositCap: { kind: 'YEARLY_ROOM', amount: '174200.00' },
    });
  });

  it('takes the terms only with a fresh eID confirmation: none, or one gone stale, is STEP_UP_REQUIRED', async () => {
    const startedAt = clock.now();
    const nils = await investor(server, 'Nils Signs');
    const { termsVersion } = (await nils.client.callOk(api.accountsAndMoney.accountTypes))[0]!;
    const open = () =>
      nils.client.call(api.accountsAndMoney.openAccount, {
        body: { accountType: 'AF', termsVersion, acceptTerms: true },
      });
    // A password session never confirmed with eID.
    expect((await open()).json()).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    await confirmEidNow(server, nils.client);
    clock.advance(5 * 60_000 + 1000);
    expect((await open()).json()).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    expect((await nils.client.callOk(api.accountsAndMoney.listAccounts)).map((a) => a.accountType)).toEqual([
      'ISK',
    ]);
    await confirmEidNow(server, nils.client);
    const response = await open();
    expect(response.statusCode).toBe(201);
    const [row] = await server.ctx.db
      .select({ termsVersion: accounts.termsVersion, termsAcceptedAt: accounts.termsAcceptedAt })
      .from(accounts)
      .where(eq(accounts.accid, response.json().accid));
    expect(row).toEqual({ termsVersion, termsAcceptedAt: clock.now() });
    clock.set(startedAt); // the suites below count days from the start
  });

  it('renames an account and makes it the default', async () => {
    const aino = await investor(server, 'Aino Renames', 'fi');
    const accid = await openAccountOf(server, aino.client, 'ARVO_OSUUSTILI');
    const updated = await aino.client.callOk(api.accountsAndMoney.updateAccount, {
      params: { accid },
      body: { alias: 'Long term', isDefault: true },
    });
    expect(updated).toMatchObject({ alias: 'Long term', isDefault: true });
    const mine = await aino.client.callOk(api.accountsAndMoney.listAccounts);
    expect(mine.filter((a) => a.isDefault).map((a) => a.accid)).toEqual([accid]);
  });
});

describe('deposit caps at the edge', () => {
  it('the aktiesparekonto takes DKK 174,200 in 2026 and not one øre more', async () => {
    const mette = await investor(server, 'Mette Caps', 'dk');
    expect((await depositCash(mette.client, mette.accid, '100000.00', 'DKK')).statusCode).toBe(201);
    expect((await depositCash(mette.client, mette.accid, '74200.01', 'DKK')).json()).toMatchObject({
      status: 422,
      code: 'DEPOSIT_CAP_EXCEEDED',
      room: '74200.00',
    });
    expect((await depositCash(mette.client, mette.accid, '74200.00', 'DKK')).statusCode).toBe(201);
    expect((await depositCash(mette.client, mette.accid, '0.01', 'DKK')).json()).toMatchObject({
      code: 'DEPOSIT_CAP_EXCEEDED',
      room: '0.00',
    });
    const [account] = await mette.client.callOk(api.accountsAndMoney.listAccounts);
    expect(account).toMatchObject({ cash: '174200.00', depositRoom: '0.00' });
  });

  it('the osakesäästötili takes €100,000 of net deposits and not a cent more; the arvo-osuustili is not capped', async () => {
    const aino = await investor(server, 'Aino Caps', 'fi');
    expect((await depositCash(aino.client, aino.accid, '99999.99', 'EUR')).statusCode).toBe(201);
    expect((await depositCash(aino.client, aino.accid, '0.02', 'EUR')).json()).toMatchObject({
      code: 'DEPOSIT_CAP_EXCEEDED',
      room: '0.01',
    });
    expect((await depositCash(aino.client, aino.accid, '0.01', 'EUR')).statusCode).toBe(201);
    const other = await openAccountOf(server, aino.client, 'ARVO_OSUUSTILI');
    expect((await depositCash(aino.client, other, '500000', 'EUR')).statusCode).toBe(201);
  });
});

describe("the API's account type codes (api.md)", () => {
  it("a DEPOT is each country's ordinary account: a Norwegian opens one by that code and gets the aksje- og fondskonto's rules", async () => {
    const kari = await investor(server, 'Kari Depot', 'no');
    const types = await kari.client.callOk(api.accountsAndMoney.accountTypes);
    expect(types.find((t) => t.accountType === 'DEPOT')).toMatchObject({ country: 'NO', currency: 'NOK' });
    await confirmEidNow(server, kari.client);
    const opened = await kari.client.call(api.accountsAndMoney.openAccount, {
      body: { accountType: 'DEPOT', termsVersion: types[0]!.termsVersion, acceptTerms: true },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ accountType: 'DEPOT', country: 'NO', currency: 'NOK' });
    const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.accid, opened.json().accid));
    expect(row!.accountType).toBe('AKSJE_FOND');
    // A German's DEPOT is the depot of every other country, in euros.
    const hans = await investor(server, 'Hans Depot', 'de');
    expect((await hans.client.callOk(api.accountsAndMoney.listAccounts))[0]).toMatchObject({
      accountType: 'DEPOT',
      country: null,
      currency: 'EUR',
    });
  });
});

describe('pension accounts', () => {
  it('offers a Norwegian an IPS and an EPK beside the ASK, with their cap, payer and payout age', async () => {
    const ola = await investor(server, 'Ola Pension', 'no');
    const types = await ola.client.callOk(api.accountsAndMoney.accountTypes);
    expect(types.map((t) => t.accountType)).toEqual(['ASK', 'DEPOT', 'IPS', 'EPK']);
    expect(types.find((t) => t.accountType === 'IPS')).toMatchObject({
      currency: 'NOK',
      onePerPerson: true,
      taxTreatment: 'PENSION',
      paidInBy: 'CUSTOMER',
      payoutAge: 62,
      depositCap: { amount: '25000.00', currency: 'NOK', period: 'YEAR', kind: 'YEARLY_CONTRIBUTIONS' },
    });
    expect(types.find((t) => t.accountType === 'EPK')).toMatchObject({ paidInBy: 'EMPLOYER', payoutAge: 62 });
    expect(types.find((t) => t.accountType === 'ASK')).toMatchObject({ paidInBy: 'CUSTOMER' });
    expect(types.find((t) => t.accountType === 'ASK')).not.toHaveProperty('payoutAge');
  });

  it("an IPS takes NOK 25,000 of the customer's own money a year and not one øre more; one per person", async () => {
    const ola = await investor(server, 'Ola Saves', 'no');
    const ips = await openAccountOf(server, ola.client, 'IPS');
    expect((await depositCash(ola.client, ips, '20000.00', 'NOK')).statusCode).toBe(201);
    expect((await depositCash(ola.client, ips, '5000.01', 'NOK')).json()).toMatchObject({
      status: 422,
      code: 'CONTRIBUTION_CAP_EXCEEDED',
      room: '5000.00',
    });
    // Cash moved from the customer's own ASK is a contribution too, under the same cap.
    expect((await depositCash(ola.client, ola.accid, '10000.00', 'NOK')).statusCode).toBe(201);
    const transfer = (amount: string) =>
      ola.client.call(api.accountsAndMoney.transfer, {
        body: { fromAccid: ola.accid, toAccid: ips, amount },
        headers: { 'idempotency-key': randomUUID() },
      });
    expect((await transfer('5000.01')).json()).toMatchObject({
      code: 'CONTRIBUTION_CAP_EXCEEDED',
      room: '5000.00',
    });
    expect((await transfer('5000.00')).statusCode).toBe(201);
    const account = (await ola.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === ips);
    expect(account).toMatchObject({ cash: '25000.00', depositRoom: '0.00' });
    // Nothing leaves it before 62 (the test identity was born in 1980): no transfer back out.
    const back = await ola.client.call(api.accountsAndMoney.transfer, {
      body: { fromAccid: ips, toAccid: ola.accid, amount: '1.00' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(back.json()).toMatchObject({
      status: 422,
      code: 'TRANSFER_NOT_ALLOWED',
      reason: 'PENSION_LOCKED',
    });
    const second = await ola.client.call(api.accountsAndMoney.openAccount, {
      body: {
        accountType: 'IPS',
        termsVersion: (await ola.client.callOk(api.accountsAndMoney.accountTypes))[0]!.termsVersion,
        acceptTerms: true,
      },
    });
    expect(second.json()).toMatchObject({ status: 409, code: 'ONE_PER_PERSON' });
  });

  it('an aldersopsparing takes DKK 9,900 a year, and 64,200 from the year its holder comes within 7 years of the state pension age', async () => {
    // Born 1961: the Danish state pension at 67 (2028), so within seven years since 2021.
    const birgit = await identifiedCustomer(server, 'Birgit Nearly', {
      country: 'dk',
      birthDate: '1961-09-01',
      kyc: 'approved',
    });
    const mads = await identifiedCustomer(server, 'Mads Young', {
      country: 'dk',
      birthDate: '1985-04-20',
      kyc: 'approved',
    });
    const hers = await openAccountOf(server, birgit.client, 'ALDERSOPSPARING');
    const his = await openAccountOf(server, mads.client, 'ALDERSOPSPARING');
    const roomOf = async (who: typeof birgit, accid: string) =>
      (await who.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === accid)
        ?.depositRoom;
    expect(await roomOf(birgit, hers)).toBe('64200.00');
    expect(await roomOf(mads, his)).toBe('9900.00');

    expect((await depositCash(mads.client, his, '9900.01', 'DKK')).json()).toMatchObject({
      status: 422,
      code: 'CONTRIBUTION_CAP_EXCEEDED',
      room: '9900.00',
    });
    expect((await depositCash(birgit.client, hers, '60000.00', 'DKK')).statusCode).toBe(201);
    expect((await depositCash(birgit.client, hers, '4200.01', 'DKK')).json()).toMatchObject({
      code: 'CONTRIBUTION_CAP_EXCEEDED',
      room: '4200.00',
    });
    expect((await depositCash(birgit.client, hers, '4200.00', 'DKK')).statusCode).toBe(201);
    expect(await roomOf(birgit, hers)).toBe('0.00');
  });

  it('an occupational pension takes nothing from the customer: only the employer pays in', async () => {
    const sara = await investor(server, 'Sara Employed');
    const types = await sara.client.callOk(api.accountsAndMoney.accountTypes);
    expect(types.map((t) => t.accountType)).toEqual([
      'ISK',
      'AF',
      'KF',
      'PRIVATE_PENSION',
      'OCCUPATIONAL_PENSION',
    ]);
    const occupational = await openAccountOf(server, sara.client, 'OCCUPATIONAL_PENSION');
    expect((await depositCash(sara.client, occupational, '100.00', 'SEK')).json()).toMatchObject({
      status: 422,
      code: 'EMPLOYER_PAID_ONLY',
      room: '0.00',
    });
    // A Swedish private pension has no cap.
    const privatePension = await openAccountOf(server, sara.client, 'PRIVATE_PENSION');
    expect((await depositCash(sara.client, privatePension, '900000.00', 'SEK')).statusCode).toBe(201);
    const accounts = await sara.client.callOk(api.accountsAndMoney.listAccounts);
    expect(accounts.find((a) => a.accid === privatePension)).toMatchObject({
      cash: '900000.00',
      depositRoom: null,
    });
    expect(accounts.find((a) => a.accid === occupational)).toMatchObject({
      cash: '0.00',
      depositRoom: '0.00',
    });
  });
});

describe('appropriateness: a leveraged product before and after its test', () => {
  it('refuses the order with NOT_APPROPRIATE, then fails, retakes, passes and places it', async () => {
    const erik = await investor(server, 'Erik Levers');
    await depositCash(erik.client, erik.accid, '10000', 'SEK');
    const mini = await instrumentBySymbol(server, 'MINI L VOLVO AVA 12');
    market.set(mini.id, { last: '21.34', currency: 'SEK' });
    const order = () =>
      placeOrder(erik.client, erik.accid, {
        instrumentId: mini.id,
        side: 'BUY',
        orderType: 'MARKET',
        volume: 10,
      });

    expect((await order()).json()).toMatchObject({
      status: 403,
      code: 'NOT_APPROPRIATE',
      productGroup: 'LEVERAGED',
    });
    const statuses = await erik.client.callOk(api.accountsAndMoney.appropriateness.list);
    expect(statuses).toHaveLength(6);
    expect(statuses.every((s) => s.status === 'NOT_ASSESSED')).toBe(true);

    const test = await erik.client.callOk(api.accountsAndMoney.appropriateness.test, {
      params: { productGroup: 'LEVERAGED' },
      query: { language: 'sv' },
    });
    expect(test.questions[0]!.text).toMatch(/hävstång/);
    expect(JSON.stringify(test)).not.toContain('correct');
    const right = KNOWLEDGE_TESTS.LEVERAGED.questions.map((q) => ({ questionId: q.id, optionId: q.correct }));
    const wrong = right.map((a, i) => (i === 0 ? { ...a, optionId: a.optionId === 'a' ? 'b' : 'a' } : a));
    const answer = (answers: typeof right, version = test.version) =>
      erik.client.call(api.accountsAndMoney.appropriateness.answer, {
        params: { productGroup: 'LEVERAGED' },
        body: { version, answers },
      });

    expect((await answer(wrong)).json()).toEqual({ status: 'FAILED', correct: 2, required: 3 });
    expect((await order()).json()).toMatchObject({ code: 'NOT_APPROPRIATE' });
    expect((await answer(right, test.version + 1)).json()).toMatchObject({
      status: 409,
      code: 'TEST_VERSION_CHANGED',
    });
    expect((await answer(right)).json()).toEqual({ status: 'PASSED', correct: 3, required: 3 });
    const leveraged = (await erik.client.callOk(api.accountsAndMoney.appropriateness.list)).find(
      (s) => s.productGroup === 'LEVERAGED',
    );
    expect(leveraged).toEqual({
      productGroup: 'LEVERAGED',
      status: 'PASSED',
      assessedAt: clock.now().toISOString(),
    });
    expect((await order()).statusCode).toBe(201);
  });

  it('after two failures in a row the next attempt waits a day', async () => {
    const nils = await investor(server, 'Nils Retakes');
    const wrong = KNOWLEDGE_TESTS.BONDS.questions.map((q) => ({ questionId: q.id, optionId: 'x' }));
    const answer = () =>
      nils.client.call(api.accountsAndMoney.appropriateness.answer, {
        params: { productGroup: 'BONDS' },
        body: { version: KNOWLEDGE_TESTS.BONDS.version, answers: wrong },
      });
    expect((await answer()).json()).toEqual({ status: 'FAILED', correct: 0, required: 3 });
    const second = (await answer()).json();
    expect(second).toMatchObject({ status: 'FAILED', nextAttemptAt: '2026-11-04T10:00:00.000Z' });
    expect((await answer()).json()).toMatchObject({
      status: 409,
      code: 'RETAKE_TOO_SOON',
      retryAt: second.nextAttemptAt,
    });
  });
});

describe('risk profile and subscriptions', () => {
  it('scores the questionnaire to a level 1–7 and keeps the subscriptions chosen', async () => {
    const sara = await investor(server, 'Sara Profiles');
    expect(await sara.client.callOk(api.accountsAndMoney.customer.riskProfile)).toEqual({
      riskLevel: null,
      answers: {},
      assessedAt: null,
    });
    const incomplete = await sara.client.call(api.accountsAndMoney.customer.saveRiskProfile, {
      body: { answers: { horizon: 'OVER_10Y' } },
    });
    expect(incomplete.json()).toMatchObject({ status: 422, code: 'INCOMPLETE_ANSWERS' });
    const answers = {
      horizon: 'OVER_10Y',
      goal: 'GROWTH',
      lossReaction: 'HOLD',
      lossCapacity: 'HALF',
      experience: 'SHARES',
      finances: 'GOOD_BUFFER',
    };
    const saved = await sara.client.callOk(api.accountsAndMoney.customer.saveRiskProfile, {
      body: { answers },
    });
    expect(saved).toMatchObject({ riskLevel: 6, answers });

    const subscriptions = await sara.client.callOk(api.accountsAndMoney.customer.subscriptions);
    expect(subscriptions.newsletterEmail).toBe(false);
    const changed = { ...subscriptions, newsletterEmail: true, orderFilledPush: false };
    await sara.client.callOk(api.accountsAndMoney.customer.saveSubscriptions, { body: changed });
    expect(await sara.client.callOk(api.accountsAndMoney.customer.subscriptions)).toEqual(changed);
  });

  it('asks its questions in the asked language and takes the answers as a list of questions and options', async () => {
    const visitor = server.client();
    const swedish = await visitor.callOk(api.accountsAndMoney.customer.riskQuestions, {
      query: { language: 'sv' },
    });
    expect(swedish.questions.map((q) => q.id)).toEqual([
      'horizon',
      'goal',
      'lossReaction',
      'lossCapacity',
      'experience',
      'finances',
    ]);
    const english = await visitor.callOk(api.accountsAndMoney.customer.riskQuestions);
    expect(english.questions[0]).toEqual({
      id: 'horizon',
      text: 'When will you need most of this money?',
      options: [
        { id: 'UNDER_2Y', text: 'Within 2 years' },
        { id: 'Y2_5', text: 'In 2 to 5 years' },
        { id: 'Y5_10', text: 'In 5 to 10 years' },
        { id: 'OVER_10Y', text: 'In more than 10 years' },
      ],
    });
    expect(swedish.questions[0]!.text).not.toBe(english.questions[0]!.text);
    expect(
      (await visitor.call(api.accountsAndMoney.customer.riskQuestions, { query: { language: 'xx' as 'en' } }))
        .statusCode,
    ).toBe(400);

    const ulla = await investor(server, 'Ulla Answers');
    const cautious = english.questions.map((q) => ({ questionId: q.id, optionId: q.options[0]!.id }));
    const saved = await ulla.client.callOk(api.accountsAndMoney.customer.saveRiskProfile, {
      body: { answers: cautious },
    });
    expect(saved.riskLevel).toBe(1);
    expect(saved.answers).toMatchObject({ horizon: 'UNDER_2Y', lossCapacity: 'NONE' });
  });
});
