import { api } from '@havn/contract';
import { ABUSE_LIMITS } from '@havn/domain';
import {
  createGroupForm,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';

/**
 * Issue 12 item 6: groups, watchlists, price alerts and simulated deposits are capped per member; the
 * call past the cap is 429 RATE_LIMITED with Retry-After in problem+json, and creates nothing.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let volvo: InstrumentFacts;

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
});
afterAll(async () => {
  await server.close();
});

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

function expectCapped(response: Answer, windowMs: number): void {
  expect(response.statusCode).toBe(429);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

const deposit = (who: Investor, key: string) =>
  who.client.call(api.accountsAndMoney.deposit, {
    params: { accid: who.accid },
    body: { amount: '10.00', currency: 'SEK' },
    headers: { 'idempotency-key': key },
  });

describe('creation caps', () => {
  let who: Investor;
  beforeAll(async () => {
    who = await investor(server, 'Busy Creator');
  });

  it(`refuses watchlist number ${ABUSE_LIMITS.watchlistCreate.perMember + 1} in an hour, then allows again`, async () => {
    const limit = ABUSE_LIMITS.watchlistCreate;
    for (let i = 0; i < limit.perMember; i += 1) {
      const ok = await who.client.call(api.watchlistsAndAlerts.create, { body: { name: `List ${i}` } });
      expect(ok.statusCode).toBe(201);
    }
    const over = await who.client.call(api.watchlistsAndAlerts.create, { body: { name: 'One too many' } });
    expectCapped(over, limit.windowMs);
    const mine = (await who.client.callOk(api.watchlistsAndAlerts.listMine)).watchlists;
    expect(mine.map((l) => l.name)).not.toContain('One too many');

    // Another member is not affected by this member's cap.
    const other = await investor(server, 'Calm Creator');
    expect(
      (await other.client.call(api.watchlistsAndAlerts.create, { body: { name: 'Mine' } })).statusCode,
    ).toBe(201);

    clock.advance(limit.windowMs);
    await who.login();
    expect(
      (await who.client.call(api.watchlistsAndAlerts.create, { body: { name: 'Next hour' } })).statusCode,
    ).toBe(201);
  });

  it(`refuses price alert number ${ABUSE_LIMITS.alertCreate.perMember + 1} in an hour`, async () => {
    const limit = ABUSE_LIMITS.alertCreate;
    const alerter = await investor(server, 'Alert Lover');
    const body = { instrumentId: volvo.id, direction: 'ABOVE' as const, price: '1000.00' };
    for (let i = 0; i < limit.perMember; i += 1) {
      expect((await alerter.client.call(api.watchlistsAndAlerts.createAlert, { body })).statusCode).toBe(201);
    }
    const over = await alerter.client.call(api.watchlistsAndAlerts.createAlert, { body });
    expectCapped(over, limit.windowMs);
    const { alerts } = await alerter.client.callOk(api.watchlistsAndAlerts.listAlerts);
    expect(alerts).toHaveLength(limit.perMember);
  });

  it(`refuses group number ${ABUSE_LIMITS.groupCreate.perMember + 1} in a day`, async () => {
    const limit = ABUSE_LIMITS.groupCreate;
    const founder = await investor(server, 'Group Founder');
    const create = (name: string) =>
      founder.client.call(api.community.groups.create, {
        form: createGroupForm({ name, description: '', kind: 'PUBLIC' }),
      });
    for (let i = 0; i < limit.perMember; i += 1) {
      expect((await create(`Founders Club ${i}`)).statusCode).toBe(201);
    }
    const over = await create('Founders Club Extra');
    expectCapped(over, limit.windowMs);
    const taken = await founder.client.call(api.community.groups.validateName, {
      body: { groupName: 'Founders Club Extra' },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ result: 'VALID' });
  });

  it(`refuses deposit number ${ABUSE_LIMITS.deposit.perMember + 1} in a day; a replay of an earlier one still answers`, async () => {
    const limit = ABUSE_LIMITS.deposit;
    const saver = await investor(server, 'Eager Saver');
    for (let i = 0; i < limit.perMember; i += 1) {
      expect((await deposit(saver, `d-${i}`)).statusCode).toBe(201);
    }
    const over = await deposit(saver, 'd-over');
    expectCapped(over, limit.windowMs);
    const replay = await deposit(saver, 'd-0');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The refused key was released, so it books once the window has passed.
    clock.advance(limit.windowMs);
    await saver.login();
    expect((await deposit(saver, 'd-over')).statusCode).toBe(201);
  });
});
