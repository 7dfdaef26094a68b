import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { api, type PensionInsuranceView } from '@havn/contract';
import {
  confirmEidNow,
  type Investor,
  investor,
  openAccountOf,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { advanceMove, advancePensionMoves } from './pension-moves.ts';

// Monday 30 November 2026, 10:00 in Stockholm.
const clock = new ManualClock('2026-11-30T09:00:00Z');
let server: TestServer;
let pia: Investor;
let privateAccid: string;
let occupationalAccid: string;
let insurances: PensionInsuranceView[];

beforeAll(async () => {
  ({ server } = await startTradingServer(clock));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  server.ctx.config.pension.url = `http://127.0.0.1:${port}/pension-sim`;
  pia = await investor(server, 'Pia Pension');
  privateAccid = await openAccountOf(server, pia.client, 'PRIVATE_PENSION');
  occupationalAccid = await openAccountOf(server, pia.client, 'OCCUPATIONAL_PENSION');
  insurances = await pia.client.callOk(api.pension.insurances);
});
afterAll(async () => {
  await server.close();
});

const step = () => clock.advance(server.ctx.config.pension.simStepSeconds * 1000);
const byCompany = (companyId: string) => insurances.find((i) => i.companyId === companyId)!;

const startMove = (c: Investor, body: { insuranceIds: string[]; toAccid: string }, key = randomUUID()) =>
  c.client.call(api.pension.startMove, { body, headers: { 'idempotency-key': key } });

async function cashOf(accid: string): Promise<string> {
  const [row] = rowsOf<{ cash: string | null }>(
    await server.ctx.db.execute(
      sql`select sum(amount)::text as cash from ledger_entries where account = ${accid} and kind = 'cash'`,
    ),
  );
  return row?.cash ?? '0';
}

async function pensionBookings(moveId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await server.ctx.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference like ${`pension-move:${moveId}:%`}`,
    ),
  );
  return row!.n;
}

describe('my pensions elsewhere', () => {
  it('are the Swedish customer’s insurances at other companies, in SEK, movable or not and why, with the fee capped at 650 SEK', async () => {
    expect(insurances.map((i) => i.companyId)).toEqual(['skandia', 'folksam', 'seb-pension', 'alecta']);
    expect(insurances.every((i) => i.currency === 'SEK')).toBe(true);
    expect(byCompany('skandia')).toMatchObject({
      kind: 'SE_PRIVATE_PENSION',
      movable: true,
      fee: '650.00',
      receivingAccountTypes: ['PRIVATE_PENSION'],
      expectedDays: 14,
    });
    expect(byCompany('folksam')).toMatchObject({
      management: 'TRADITIONAL',
      fee: '300.00',
      expectedDays: 60,
    });
    expect(byCompany('seb-pension')).toMatchObject({ movable: true, employerSignatureNeeded: true });
    expect(byCompany('alecta')).toMatchObject({ movable: false, reason: 'COLLECTIVE_AGREEMENT' });
    // The same person gets the same insurances every time.
    expect(await pia.client.callOk(api.pension.insurances)).toEqual(insurances);
    const companies = await pia.client.callOk(api.pension.companies);
    expect(companies.map((c) => c.name)).toContain('Alecta');
    expect(await pia.client.callOk(api.pension.insurances, { query: { company: 'folksam' } })).toHaveLength(
      1,
    );
  });
});

describe('moving a pension here', () => {
  it('refuses what may not move, a non-pension account and the wrong kind of pension account, changing nothing', async () => {
    await confirmEidNow(server, pia.client);
    const blocked = await startMove(pia, {
      insuranceIds: [byCompany('alecta').id],
      toAccid: occupationalAccid,
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({
      code: 'NOT_MOVABLE',
      insuranceId: byCompany('alecta').id,
      reason: 'COLLECTIVE_AGREEMENT',
    });
    const unknown = await startMove(pia, { insuranceIds: ['SKANDIA-PP-0000000000'], toAccid: privateAccid });
    expect(unknown.json()).toMatchObject({ code: 'NOT_MOVABLE', reason: 'UNKNOWN_INSURANCE' });
    const isk = await startMove(pia, { insuranceIds: [byCompany('skandia').id], toAccid: pia.accid });
    expect(isk.statusCode).toBe(422);
    expect(isk.json()).toMatchObject({ code: 'NOT_A_PENSION_ACCOUNT' });
    const wrong = await startMove(pia, {
      insuranceIds: [byCompany('seb-pension').id],
      toAccid: privateAccid,
    });
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PENSION_ACCOUNT',
      insuranceId: byCompany('seb-pension').id,
    });
    expect(await pia.client.callOk(api.pension.moves)).toEqual([]);
  });

  it('is signed with a fresh eID, made once for one Idempotency-Key, and driven to COMPLETED with the money booked once', async () => {
    // Without a fresh eID the move is not signed.
    clock.advance(10 * 60 * 1000);
    const unsigned = await startMove(pia, {
      insuranceIds: [byCompany('skandia').id, byCompany('folksam').id],
      toAccid: privateAccid,
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });

    await confirmEidNow(server, pia.client);
    const key = randomUUID();
    const body = { insuranceIds: [byCompany('skandia').id, byCompany('folksam').id], toAccid: privateAccid };
    const first = await startMove(pia, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const move = first.json();
    expect(move).toMatchObject({ status: 'SIGNED', toAccid: privateAccid, currency: 'SEK', paidIn: '0.00' });
    expect(move.steps.map((s: { state: string }) => s.state)).toEqual([
      'DONE',
      'DONE',
      'DONE',
      'DONE',
      'CURRENT',
      'PENDING',
      'PENDING',
    ]);
    const again = await startMove(pia, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(move.id);
    expect(await pia.client.callOk(api.pension.moves)).toHaveLength(1);
    // While it moves, neither insurance may be moved again.
    const twice = await startMove(pia, { insuranceIds: [byCompany('skandia').id], toAccid: privateAccid });
    expect(twice.json()).toMatchObject({ code: 'NOT_MOVABLE', reason: 'ALREADY_MOVING' });
    expect(
      (await pia.client.callOk(api.pension.insurances)).find((i) => i.companyId === 'skandia'),
    ).toMatchObject({
      movable: false,
      reason: 'ALREADY_MOVING',
      movingIn: move.id,
    });

    // Sent at once, in transfer after a step, paid in after two.
    await server.runJobs();
    expect((await pia.client.callOk(api.pension.move, { params: { id: move.id } })).status).toBe('SENT');
    step();
    await advancePensionMoves(server.ctx);
    expect((await pia.client.callOk(api.pension.move, { params: { id: move.id } })).status).toBe(
      'IN_TRANSFER',
    );
    expect(await cashOf(privateAccid)).toBe('0');
    step();
    // The job twice at once, and again after: one booking per insurance.
    await Promise.all([advanceMove(server.ctx, move.id), advanceMove(server.ctx, move.id)]);
    await advancePensionMoves(server.ctx);
    const done = await pia.client.callOk(api.pension.move, { params: { id: move.id } });
    expect(done.status).toBe('COMPLETED');
    expect(done.steps.every((s) => s.state === 'DONE')).toBe(true);
    const skandia = byCompany('skandia');
    const folksam = byCompany('folksam');
    const expected = (i: PensionInsuranceView) => (Number(i.value) * 100 - Number(i.fee) * 100) / 100;
    expect(Number(done.paidIn)).toBeCloseTo(expected(skandia) + expected(folksam), 2);
    expect(done.insurances.map((i) => i.status)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(await pensionBookings(move.id)).toBe(2);
    expect(Number(await cashOf(privateAccid))).toBeCloseTo(Number(done.paidIn), 2);
    expect(await cashOf(privateAccid)).toBe(`${done.paidIn}0000`);
    // The ledger balances: system:pensions gave what the account got.
    expect(await cashOf('system:pensions')).toBe(`-${done.paidIn}0000`);
  });

  it('of a tjänstepension whose employer does not sign ends REJECTED with nothing booked', async () => {
    await confirmEidNow(server, pia.client);
    const created = await startMove(pia, {
      insuranceIds: [byCompany('seb-pension').id],
      toAccid: occupationalAccid,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().id;
    await advanceMove(server.ctx, id);
    step();
    await advancePensionMoves(server.ctx);
    const rejected = await pia.client.callOk(api.pension.move, { params: { id } });
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.insurances[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'EMPLOYER_SIGNATURE_MISSING',
    });
    expect(rejected.steps.find((s) => s.state === 'FAILED')?.step).toBe('IN_TRANSFER');
    expect(await pensionBookings(id)).toBe(0);
    expect(await cashOf(occupationalAccid)).toBe('0');
    // Returned, it may be moved again.
    expect(
      (await pia.client.callOk(api.pension.insurances)).find((i) => i.companyId === 'seb-pension')?.movable,
    ).toBe(true);
  });

  it('is nobody else’s: another customer’s move is 404', async () => {
    const [mine] = await pia.client.callOk(api.pension.moves);
    const olle = await investor(server, 'Olle Other');
    const theirs = await olle.client.call(api.pension.move, { params: { id: mine!.id } });
    expect(theirs.statusCode).toBe(404);
    expect(await olle.client.callOk(api.pension.moves)).toEqual([]);
    // And their insurances elsewhere are their own.
    const olles = await olle.client.callOk(api.pension.insurances);
    expect(olles.map((i) => i.id)).not.toContain(byCompany('skandia').id);
  });
});
