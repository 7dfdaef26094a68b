import { api } from '@havn/contract';
import { member, startTestServer, startTwoServers, type TestServer } from '@havn/testkit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { instruments } from '../../db/schema/instruments.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the community reads real holdings from the ledger', () => {
  it('discloses the author’s position on a post and lists held instruments under "my holdings"', async () => {
    const [volvo] = await server.ctx.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(and(eq(instruments.market, 'XSTO'), eq(instruments.symbol, 'VOLV B')));
    const investor = await member(server, 'Holding Investor');
    const [account] = (await investor.client.call(api.accountsAndMoney.listAccounts)).json() as {
      accid: string;
    }[];
    const post = (message: string) =>
      investor.client.call(api.community.content.create, {
        body: {
          type: 'POST',
          message,
          attributes: [{ type: 'INSTRUMENT_ID', value: String(volvo!.id) }],
        },
      });

    expect((await post('Before buying')).json().authorPosition).toBe('NONE');
    expect(
      (
        await investor.client.call(api.community.content.discoverInstruments, {
          query: { myHoldings: 'true' },
        })
      ).json(),
    ).toEqual([]);

    const deposit = await investor.client.call(api.accountsAndMoney.deposit, {
      params: { accid: account!.accid },
      body: { amount: '50000.00', currency: 'SEK' },
      headers: { 'idempotency-key': 'deposit-1' },
    });
    expect(deposit.statusCode).toBe(201);
    const order = await investor.client.call(api.trading.placeOrder, {
      params: { accid: account!.accid },
      body: { instrumentId: volvo!.id, side: 'BUY', orderType: 'MARKET', volume: 10 },
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(order.statusCode, order.body).toBe(201);

    expect((await post('After buying')).json().authorPosition).toBe('BOUGHT_RECENTLY');
    const held = (
      await investor.client.call(api.community.content.discoverInstruments, { query: { myHoldings: 'true' } })
    ).json() as {
      id: number;
      symbol: string;
    }[];
    expect(held.map((i) => i.id)).toEqual([volvo!.id]);
    // The ticker names the icon's monogram while no instrument has a logo.
    expect(held[0]?.symbol).toBe('VOLV B');
  });
});

// A position is kept per process (portfolio/author-position.ts keptAuthorPosition): a purchase through
// one server shows on the next post through another, once the database has announced the money.
describe.skipIf(!testDatabaseUrl())('the author’s position kept by two servers on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let close = async () => {};
  beforeAll(async () => ({ first, second, close } = await startTwoServers()));
  afterAll(() => close());

  it('a purchase through one server shows on a post through the other', async () => {
    const [volvo] = await first.ctx.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(and(eq(instruments.market, 'XSTO'), eq(instruments.symbol, 'VOLV B')));
    const investor = await member(first, 'Two Server Holder');
    const [account] = (await investor.client.call(api.accountsAndMoney.listAccounts)).json() as {
      accid: string;
    }[];
    const postOnSecond = async (message: string) => {
      const response = await second.app.inject({
        method: 'POST',
        url: api.community.content.create.path,
        headers: { cookie: investor.client.cookieHeader, 'content-type': 'application/json' },
        payload: { type: 'POST', message, attributes: [{ type: 'INSTRUMENT_ID', value: String(volvo!.id) }] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { authorPosition: string }).authorPosition;
    };
    expect(await postOnSecond('Not yet mine')).toBe('NONE');
    expect(await postOnSecond('Still not mine')).toBe('NONE');
    const deposit = await investor.client.call(api.accountsAndMoney.deposit, {
      params: { accid: account!.accid },
      body: { amount: '50000.00', currency: 'SEK' },
      headers: { 'idempotency-key': 'two-deposit-1' },
    });
    expect(deposit.statusCode).toBe(201);
    const order = await investor.client.call(api.trading.placeOrder, {
      params: { accid: account!.accid },
      body: { instrumentId: volvo!.id, side: 'BUY', orderType: 'MARKET', volume: 10 },
      headers: { 'idempotency-key': 'two-order-1' },
    });
    expect(order.statusCode, order.body).toBe(201);
    let n = 0;
    await expect.poll(() => postOnSecond(`Mine now ${n++}`), { timeout: 2000 }).toBe('BOUGHT_RECENTLY');
  });
});
