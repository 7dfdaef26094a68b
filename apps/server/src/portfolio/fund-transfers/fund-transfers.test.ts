import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api, type FundTransferHoldingView } from '@havn/contract';
import {
  confirmEidNow,
  entrySum,
  type Investor,
  investor,
  ledgerHealth,
  openAccountOf,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { advanceFundTransfers, advanceTransfer } from './fund-transfers.ts';

// Monday 30 November 2026, 10:00 in Stockholm.
const clock = new ManualClock('2026-11-30T09:00:00Z');
let server: TestServer;
let ida: Investor;
let afAccid: string;
let pensionAccid: string;
let nordea: FundTransferHoldingView[];

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  // The adapter speaks real HTTP to the simulator this server mounts.
  server.ctx.config.fundTransfer.url = `http://127.0.0.1:${port}/fund-transfer-sim`;
  ida = await investor(server, 'Ida Isk');
  afAccid = await openAccountOf(server, ida.client, 'AF');
  pensionAccid = await openAccountOf(server, ida.client, 'PRIVATE_PENSION');
  nordea = await ida.client.callOk(api.fundTransfers.holdings, {
    query: { provider: 'nordea', toAccid: ida.accid },
  });
});
afterAll(async () => {
  await server.close();
});

const step = () => clock.advance(server.ctx.config.fundTransfer.simStepSeconds * 1000);
const byName = (list: FundTransferHoldingView[], start: string) =>
  list.find((h) => h.name.startsWith(start))!;

const start = (
  c: Investor,
  body: { provider: string; toAccid: string; holdings: string[] },
  key = randomUUID(),
) => c.client.call(api.fundTransfers.start, { body, headers: { 'idempotency-key': key } });

const position = async (c: Investor, accid: string, instrumentId: number) =>
  (await c.client.callOk(api.portfolio.positions, { params: { accid } })).find(
    (p) => p.instrumentId === instrumentId,
  );

describe('fund holdings at another provider', () => {
  it('are the Swedish providers, and at Nordea an ISK’s funds (one Havn does not offer) and a fund account', async () => {
    const providers = await ida.client.callOk(api.fundTransfers.providers);
    expect(providers.map((p) => p.id)).toEqual(['nordea', 'swedbank']);
    expect(providers[0]).toMatchObject({ feePerFund: '150.00', feeCurrency: 'SEK' });
    expect(nordea).toHaveLength(4);
    expect(byName(nordea, 'Länsförsäkringar')).toMatchObject({
      wrapper: 'ISK',
      movable: true,
      fee: '150.00',
      currency: 'SEK',
      receivingAccountTypes: ['ISK'],
    });
    expect(byName(nordea, 'Nordea Swedish Stars')).toMatchObject({
      movable: false,
      reason: 'NOT_AT_HAVN',
      instrumentId: null,
      receivingAccountTypes: [],
    });
    // An ordinary fund account into an ISK would be a sale and a deposit; into an AF it moves.
    expect(byName(nordea, 'SEB Nordenfond')).toMatchObject({
      wrapper: 'DEPOT',
      movable: false,
      reason: 'SALE_AND_DEPOSIT',
    });
    const intoAf = await ida.client.callOk(api.fundTransfers.holdings, {
      query: { provider: 'nordea', toAccid: afAccid },
    });
    expect(byName(intoAf, 'SEB Nordenfond')).toMatchObject({ movable: true });
    expect(byName(intoAf, 'Länsförsäkringar')).toMatchObject({
      movable: false,
      reason: 'WRONG_ACCOUNT_TYPE',
    });
    // The same person gets the same holdings every time; an unknown provider is 404.
    expect(
      await ida.client.callOk(api.fundTransfers.holdings, {
        query: { provider: 'nordea', toAccid: ida.accid },
      }),
    ).toEqual(nordea);
    const unknown = await ida.client.call(api.fundTransfers.holdings, { query: { provider: 'avanza' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('moving funds here', () => {
  it('refuses what may not move, the wrong account, and someone else’s account, changing nothing', async () => {
    await confirmEidNow(server, ida.client);
    const cases: [string, string, number, string, string?][] = [
      [byName(nordea, 'Nordea Swedish Stars').id, ida.accid, 422, 'FUND_NOT_MOVABLE', 'NOT_AT_HAVN'],
      [byName(nordea, 'SEB Nordenfond').id, ida.accid, 422, 'FUND_SALE_AND_DEPOSIT', 'SALE_AND_DEPOSIT'],
      [byName(nordea, 'Länsförsäkringar').id, afAccid, 422, 'FUND_WRONG_ACCOUNT_TYPE', 'WRONG_ACCOUNT_TYPE'],
      [byName(nordea, 'Länsförsäkringar').id, pensionAccid, 422, 'FUND_WRONG_ACCOUNT_TYPE'],
      ['NDA-LFG-0000000000', ida.accid, 422, 'FUND_NOT_MOVABLE', 'UNKNOWN_HOLDING'],
    ];
    for (const [holding, toAccid, status, code, reason] of cases) {
      const refused = await start(ida, { provider: 'nordea', toAccid, holdings: [holding] });
      expect(refused.statusCode, `${holding} → ${toAccid}`).toBe(status);
      expect(refused.json()).toMatchObject({ code, ...(reason ? { reason, holdingId: holding } : {}) });
    }
    const olle = await investor(server, 'Olle Other');
    const theirs = await start(ida, {
      provider: 'nordea',
      toAccid: olle.accid,
      holdings: [byName(nordea, 'Länsförsäkringar').id],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    const noProvider = await start(ida, { provider: 'avanza', toAccid: ida.accid, holdings: ['X-1'] });
    expect(noProvider.statusCode).toBe(404);
    expect(await ida.client.callOk(api.fundTransfers.list)).toEqual([]);
  });

  it('is signed with a fresh eID, made once per Idempotency-Key, and books the units once with their cost', async () => {
    clock.advance(10 * 60 * 1000);
    const lf = byName(nordea, 'Länsförsäkringar');
    const shb = byName(nordea, 'Handelsbanken');
    const body = { provider: 'nordea', toAccid: ida.accid, holdings: [lf.id, shb.id] };
    const unsigned = await start(ida, body);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });

    await confirmEidNow(server, ida.client);
    const key = randomUUID();
    const first = await start(ida, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const transfer = first.json();
    expect(transfer).toMatchObject({
      status: 'SIGNED',
      provider: 'Nordea',
      toAccid: ida.accid,
      fees: { SEK: '300.00' },
      // Ten Swedish bank days from Monday 30 November.
      expectedBy: '2026-12-14',
    });
    expect(transfer.steps.map((s: { state: string }) => s.state)).toEqual([
      'DONE',
      'CURRENT',
      'PENDING',
      'PENDING',
    ]);
    const again = await start(ida, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(transfer.id);
    expect(await ida.client.callOk(api.fundTransfers.list)).toHaveLength(1);
    // While they move, neither may be moved again, and nothing is in the account to sell.
    const twice = await start(ida, { provider: 'nordea', toAccid: ida.accid, holdings: [lf.id] });
    expect(twice.json()).toMatchObject({ code: 'FUND_NOT_MOVABLE', reason: 'ALREADY_MOVING' });
    const listed = await ida.client.callOk(api.fundTransfers.holdings, { query: { provider: 'nordea' } });
    expect(byName(listed, 'Länsförsäkringar')).toMatchObject({ movable: false, movingIn: transfer.id });
    expect(await position(ida, ida.accid, lf.instrumentId!)).toBeUndefined();

    await server.runJobs();
    expect((await ida.client.callOk(api.fundTransfers.get, { params: { id: transfer.id } })).status).toBe(
      'SENT',
    );
    step();
    await advanceFundTransfers(server.ctx);
    expect((await ida.client.callOk(api.fundTransfers.get, { params: { id: transfer.id } })).status).toBe(
      'IN_TRANSFER',
    );
    expect(await position(ida, ida.accid, lf.instrumentId!)).toBeUndefined();
    step();
    // The job twice at once, and again after: one booking per fund.
    await Promise.all([advanceTransfer(server.ctx, transfer.id), advanceTransfer(server.ctx, transfer.id)]);
    await advanceFundTransfers(server.ctx);
    const done = await ida.client.callOk(api.fundTransfers.get, { params: { id: transfer.id } });
    expect(done.status).toBe('COMPLETED');
    expect(done.steps.every((s) => s.state === 'DONE')).toBe(true);
    expect(done.funds.map((f) => f.status)).toEqual(['COMPLETED', 'COMPLETED']);

    for (const h of [lf, shb]) {
      const held = await position(ida, ida.accid, h.instrumentId!);
      expect(Number(held?.volume)).toBeCloseTo(Number(h.units), 4);
      expect(held?.acquisitionCost).toBe(h.acquisitionCost);
      expect(await entrySum(server, ida.accid, 'position', String(h.instrumentId))).toBe(
        Number(h.units).toFixed(2),
      );
      expect(await entrySum(server, 'system:fundtransfers', 'position', String(h.instrumentId))).toBe(
        (-Number(h.units)).toFixed(2),
      );
    }
    const health = await ledgerHealth(server);
    expect(health.unbalanced).toBe(0);
    expect(health.negative).toEqual([]);
  });

  it('from a provider that turns down the authority ends REJECTED with nothing booked', async () => {
    await confirmEidNow(server, ida.client);
    const swedbank = await ida.client.callOk(api.fundTransfers.holdings, {
      query: { provider: 'swedbank', toAccid: ida.accid },
    });
    expect(swedbank.every((h) => h.movable && h.fee === '39.00')).toBe(true);
    const created = await start(ida, {
      provider: 'swedbank',
      toAccid: ida.accid,
      holdings: swedbank.map((h) => h.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    await advanceTransfer(server.ctx, id);
    step();
    await advanceFundTransfers(server.ctx);
    const rejected = await ida.client.callOk(api.fundTransfers.get, { params: { id } });
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.funds.map((f) => f.rejectReason)).toEqual(['AUTHORITY_REJECTED', 'AUTHORITY_REJECTED']);
    expect(rejected.steps.find((s) => s.state === 'FAILED')?.step).toBe('IN_TRANSFER');
    for (const h of swedbank) expect(await position(ida, ida.accid, h.instrumentId!)).toBeUndefined();
    // Returned, they may be asked for again.
    const after = await ida.client.callOk(api.fundTransfers.holdings, { query: { provider: 'swedbank' } });
    expect(after.every((h) => h.movable)).toBe(true);
  });

  it('is nobody else’s: another customer’s transfer is 404', async () => {
    const [mine] = await ida.client.callOk(api.fundTransfers.list);
    const eva = await investor(server, 'Eva Else');
    expect((await eva.client.call(api.fundTransfers.get, { params: { id: mine!.id } })).statusCode).toBe(404);
    expect(await eva.client.callOk(api.fundTransfers.list)).toEqual([]);
  });
});

/** A move started, driven through the simulator's steps to its end; the transfer as it ends. */
async function moveThrough(
  c: Investor,
  provider: string,
  toAccid: string,
  holdings: FundTransferHoldingView[],
) {
  await confirmEidNow(server, c.client);
  const created = await start(c, { provider, toAccid, holdings: holdings.map((h) => h.id) });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  await server.runJobs();
  step();
  await advanceFundTransfers(server.ctx);
  step();
  await advanceFundTransfers(server.ctx);
  return { created: created.json(), done: await c.client.callOk(api.fundTransfers.get, { params: { id } }) };
}

describe('moving funds here from Norway, Denmark and Finland', () => {
  it('in Norway, an ASK’s funds move into the ASK at no fee; a pension and a fund Havn lacks do not', async () => {
    const nora = await investor(server, 'Nora Nordmann', 'no');
    expect((await nora.client.callOk(api.fundTransfers.providers)).map((p) => p.id)).toEqual(['dnb']);
    const dnb = await nora.client.callOk(api.fundTransfers.holdings, {
      query: { provider: 'dnb', toAccid: nora.accid },
    });
    const movable = dnb.filter((h) => h.movable);
    expect(movable.map((h) => h.name)).toEqual(['KLP AksjeGlobal Indeks', 'DNB Teknologi A']);
    for (const h of movable) {
      expect(h).toMatchObject({
        wrapper: 'ASK',
        fee: '0.00',
        currency: 'NOK',
        receivingAccountTypes: ['ASK'],
      });
    }
    expect(byName(dnb, 'DNB Global Indeks')).toMatchObject({ movable: false, reason: 'NOT_AT_HAVN' });
    expect(byName(dnb, 'KLP AksjeNorge')).toMatchObject({ movable: false, reason: 'PENSION' });

    const { created, done } = await moveThrough(nora, 'dnb', nora.accid, movable);
    // Nothing to pay; ten Norwegian bank days, as the law sets for an ASK.
    expect(created).toMatchObject({ provider: 'DNB', fees: {}, expectedBy: '2026-12-14' });
    expect(done.status).toBe('COMPLETED');
    for (const h of movable) {
      const held = await position(nora, nora.accid, h.instrumentId!);
      expect(Number(held?.volume)).toBeCloseTo(Number(h.units), 4);
      expect(held?.acquisitionCost).toBe(h.acquisitionCost);
    }
  });

  it('in Denmark, an aktiesparekonto’s fund moves into the aktiesparekonto, the fee in kroner', async () => {
    const dorte = await investor(server, 'Dorte Dansk', 'dk');
    const danske = await dorte.client.callOk(api.fundTransfers.holdings, {
      query: { provider: 'danske-bank', toAccid: dorte.accid },
    });
    const sparinvest = byName(danske, 'Sparinvest');
    expect(sparinvest).toMatchObject({
      wrapper: 'AKTIESPAREKONTO',
      movable: true,
      fee: '100.00',
      currency: 'DKK',
      receivingAccountTypes: ['AKTIESPAREKONTO'],
    });
    expect(byName(danske, 'Danske Invest')).toMatchObject({ movable: false, reason: 'NOT_AT_HAVN' });

    const { created, done } = await moveThrough(dorte, 'danske-bank', dorte.accid, [sparinvest]);
    expect(created).toMatchObject({ provider: 'Danske Bank', fees: { DKK: '100.00' } });
    expect(done.status).toBe('COMPLETED');
    const held = await position(dorte, dorte.accid, sparinvest.instrumentId!);
    expect(Number(held?.volume)).toBeCloseTo(Number(sparinvest.units), 4);
  });

  it('in Finland, an ordinary account’s funds move into the depot, never into the osakesäästötili', async () => {
    const fia = await investor(server, 'Fia Finne', 'fi');
    const intoAot = await fia.client.callOk(api.fundTransfers.holdings, {
      query: { provider: 'op', toAccid: fia.accid },
    });
    const seligson = byName(intoAot, 'Seligson');
    // Told where they could go instead: the depot, as the API names a country's ordinary account.
    expect(seligson).toMatchObject({
      wrapper: 'DEPOT',
      movable: false,
      reason: 'SALE_AND_DEPOSIT',
      receivingAccountTypes: ['DEPOT'],
    });
    const refused = await start(fia, { provider: 'op', toAccid: fia.accid, holdings: [seligson.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'FUND_SALE_AND_DEPOSIT', holdingId: seligson.id });

    const depot = await openAccountOf(server, fia.client, 'ARVO_OSUUSTILI');
    const intoDepot = await fia.client.callOk(api.fundTransfers.holdings, {
      query: { provider: 'op', toAccid: depot },
    });
    const movable = intoDepot.filter((h) => h.movable);
    expect(movable.map((h) => h.name)).toEqual([
      'Seligson & Co Suomi Indeksirahasto',
      'OP-Amerikka Indeksi A',
    ]);
    const { created, done } = await moveThrough(fia, 'op', depot, movable);
    expect(created).toMatchObject({ provider: 'OP', fees: { EUR: '30.00' } });
    expect(done.status).toBe('COMPLETED');
    for (const h of movable) {
      expect(Number((await position(fia, depot, h.instrumentId!))?.volume)).toBeCloseTo(Number(h.units), 4);
    }
    const health = await ledgerHealth(server);
    expect(health.unbalanced).toBe(0);
    expect(health.negative).toEqual([]);
  });
});
