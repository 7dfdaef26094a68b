import { api } from '@havn/contract';
import { depositCash, fundedInvestor, type Investor, startTestServer, type TestServer } from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';

// Stockholm is UTC+1 in November: the window 03:00–03:20 local is 02:00–02:20Z.
const clock = new ManualClock('2026-11-24T01:55:00Z');
let server: TestServer;
let astrid: Investor;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: { maintenance: { timeZone: 'Europe/Stockholm', from: 180, until: 200 } },
  });
  astrid = await fundedInvestor(server, 'Astrid Night', '1000.00');
});
afterAll(async () => {
  await server.close();
});

const cashOf = async (who: Investor) =>
  (await who.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === who.accid)!.cash;

describe('the nightly maintenance window', () => {
  it('refuses every write with 503 MAINTENANCE and Retry-After, changes nothing, and keeps reads working', async () => {
    clock.set('2026-11-24T02:05:00Z');
    const refused = await depositCash(astrid.client, astrid.accid, '500.00', 'SEK');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'MAINTENANCE' });
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(await cashOf(astrid)).toBe('1000.00');

    // Logging in writes a session, not the customer's data: still possible, to read.
    await astrid.login();
    expect((await astrid.client.call(api.identity.session)).statusCode).toBe(200);

    const status = await server.client().callOk(api.platform.status);
    expect(status.status).toBe('MAINTENANCE');
    expect(status.components).toContainEqual({ name: 'trading', status: 'MAINTENANCE' });
    expect(status.nextMaintenance).toEqual({
      start: '2026-11-24T02:00:00.000Z',
      end: '2026-11-24T02:20:00.000Z',
    });
  });

  it('takes writes again the minute the window ends, and then tells the next night', async () => {
    clock.set('2026-11-24T02:20:00Z');
    expect((await depositCash(astrid.client, astrid.accid, '500.00', 'SEK')).statusCode).toBe(201);
    expect(await cashOf(astrid)).toBe('1500.00');
    const status = await server.client().callOk(api.platform.status);
    expect(status.status).toBe('OK');
    expect(status.components.find((c) => c.name === 'trading')?.status).toBe('OK');
    expect(status.nextMaintenance?.start).toBe('2026-11-25T02:00:00.000Z');
  });

  it('has no window where none is configured, and a setting that is no window stops the start', async () => {
    const plain = await startTestServer({ clock });
    clock.set('2026-11-24T02:05:00Z');
    const status = await plain.client().callOk(api.platform.status);
    expect(status.status).toBe('OK');
    expect(status.nextMaintenance).toBeUndefined();
    await plain.close();
    expect(() => loadConfig({ MAINTENANCE_WINDOW: '03:00 Europe/Stockholm' })).toThrow(/MAINTENANCE_WINDOW/);
  });
});
