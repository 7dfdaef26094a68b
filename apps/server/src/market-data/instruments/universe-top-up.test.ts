import { startTestServer, type TestServer } from '@havn/testkit';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../../db/schema/instruments.ts';
import { loadInstrumentUniverse } from './universe.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const facts = (isin: string) =>
  server.ctx.db
    .select({
      id: instruments.id,
      fundCategory: instruments.fundCategory,
      riskIndicator: instruments.riskIndicator,
      ongoingCharge: instruments.ongoingCharge,
    })
    .from(instruments)
    .where(eq(instruments.isin, isin));

describe('a database loaded from an older universe', () => {
  it('gets the funds shipped since and the fund facts its funds lack, and keeps the rest as it was', async () => {
    const { db } = server.ctx;
    // As a database loaded before the fund facts and the interest funds: Avanza Global without its
    // facts, the Swedish short-rate fund not there.
    const [global] = await facts('SE0070881067');
    await db
      .update(instruments)
      .set({ fundCategory: null, riskIndicator: null, ongoingCharge: null })
      .where(eq(instruments.id, global!.id));
    await db.delete(instruments).where(eq(instruments.isin, 'SEHAVN000015'));
    const before = await db.select({ id: instruments.id, slug: instruments.slug }).from(instruments);

    expect(await loadInstrumentUniverse(server.ctx)).toBe(false);

    expect(await facts('SE0070881067')).toEqual([
      { id: global!.id, fundCategory: 'EQUITY_GLOBAL', riskIndicator: 4, ongoingCharge: '0.09' },
    ]);
    const [shortRate] = await db.select().from(instruments).where(eq(instruments.isin, 'SEHAVN000015'));
    expect(shortRate).toMatchObject({
      name: 'Havn Räntefond Kort',
      slug: 'havn-rantefond-kort',
      fundCategory: 'SHORT_RATE',
      riskIndicator: 1,
      ongoingCharge: '0.15',
    });
    const kept = await db
      .select({ id: instruments.id, slug: instruments.slug })
      .from(instruments)
      .where(
        inArray(
          instruments.id,
          before.map((b) => b.id),
        ),
      );
    expect(kept.sort((a, b) => a.id - b.id)).toEqual(before.sort((a, b) => a.id - b.id));

    // Once topped up, another start finds nothing to do.
    const count = (await db.select({ id: instruments.id }).from(instruments)).length;
    expect(await loadInstrumentUniverse(server.ctx)).toBe(false);
    expect((await db.select({ id: instruments.id }).from(instruments)).length).toBe(count);
  });
});
