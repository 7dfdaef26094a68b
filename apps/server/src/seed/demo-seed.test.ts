import { api } from '@havn/contract';
import { startTestServer, type TestServer } from '@havn/testkit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../db/schema/instruments.ts';
import { DEMO_HISTORY_DAYS } from './demo-portfolios.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { seedDemo: true } });
});
afterAll(async () => {
  await server.close();
});

describe('the demo a newcomer sees after npm start', () => {
  it('lets the demo customers log in', async () => {
    const response = await server
      .client()
      .call(api.identity.login, { body: { username: 'astrid', password: 'havn-demo-2026' } });
    expect(response.statusCode).toBe(200);
  });

  it('has a living community: threads in several languages, a poll with votes, comments and likes', async () => {
    const [volvo] = await server.ctx.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(and(eq(instruments.market, 'XSTO'), eq(instruments.symbol, 'VOLV B')));
    const astrid = server.client();
    await astrid.call(api.identity.login, { body: { username: 'astrid', password: 'havn-demo-2026' } });
    const feed = (
      await astrid.call(api.community.content.feed, { query: { instrumentId: volvo!.id } })
    ).json() as {
      threads: {
        type: string;
        totalChildCount: number;
        reactions: { count: number }[];
        poll: { totalVotes: number | null } | null;
      }[];
    };
    expect(feed.threads.length).toBeGreaterThanOrEqual(3);
    expect(feed.threads.some((t) => t.totalChildCount >= 2)).toBe(true);
    expect(feed.threads.some((t) => (t.reactions[0]?.count ?? 0) >= 3)).toBe(true);
    expect(feed.threads.find((t) => t.type === 'POLL')?.poll?.totalVotes).toBe(3);
    const groups = (
      await server.client().call(api.community.groups.discover, { query: { chip: 'most-active' } })
    ).json() as {
      groups: { name: string }[];
    };
    expect(groups.groups.map((g) => g.name)).toContain('Utdelningsjägarna');
    const users = (await server.client().call(api.community.content.discoverUsers)).json() as {
      username: string;
    }[];
    expect(users[0]?.username).toBe('Astrid L');
  });

  it('seeds only an empty database: a restart adds nothing', async () => {
    expect(await seedDemoIfEmpty(server.ctx)).toBe(false);
  });
});

describe('the demo customers’ accounts', () => {
  it('are every account type of their country, the history in the first', async () => {
    const mette = server.client();
    await mette.call(api.identity.login, { body: { username: 'mette', password: 'havn-demo-2026' } });
    const accounts = await mette.callOk(api.accountsAndMoney.listAccounts);
    // The API calls her aktiedepot a DEPOT, a Danish one.
    expect(accounts.map((a) => [a.accountType, a.country, a.currency])).toEqual([
      ['AKTIESPAREKONTO', 'DK', 'DKK'],
      ['DEPOT', 'DK', 'DKK'],
    ]);
    expect(accounts[0]!.cash).not.toBe('0.00');
    expect(accounts[1]!.cash).toBe('0.00');
    // Her deposits (DKK 125,000) count against the 2026 cap of 174,200.
    expect(accounts[0]!.depositRoom).toBe('49200.00');
  });
});

describe('the demo customers’ portfolios', () => {
  it('have a year of history: a daily value series, holdings, a sale, and trade events in the feeds', async () => {
    const astrid = server.client();
    await astrid.call(api.identity.login, { body: { username: 'astrid', password: 'havn-demo-2026' } });
    const [account] = (await astrid.call(api.accountsAndMoney.listAccounts)).json() as {
      accid: string;
      cash: string;
    }[];
    const performance = (
      await astrid.call(api.portfolio.performance, {
        params: { accid: account!.accid },
        query: { range: 'ALL' },
      })
    ).json() as {
      points: { holdings: string; netDeposits: string }[];
    };
    expect(performance.points.length).toBeGreaterThanOrEqual(DEMO_HISTORY_DAYS);
    expect(performance.points.at(-1)!.netDeposits).toBe('120000.00');
    expect(Number(performance.points.at(-1)!.holdings)).toBeGreaterThan(0);
    const positions = (
      await astrid.call(api.portfolio.positions, { params: { accid: account!.accid } })
    ).json() as {
      symbol: string;
      volume: number;
    }[];
    expect(positions.map((p) => p.symbol).sort()).toEqual(['AAPL', 'ASSA B', 'VOLV B', 'XACT OMXS30']);
    const transactions = (
      await astrid.call(api.accountsAndMoney.transactions, { params: { accid: account!.accid } })
    ).json() as {
      transactions: { type: string }[];
    };
    expect(transactions.transactions.filter((t) => t.type === 'SELL')).toHaveLength(1);
    // The year's dividends on her holdings were paid on their days.
    expect(transactions.transactions.filter((t) => t.type === 'DIVIDEND').length).toBeGreaterThan(0);
    const paid = await astrid.callOk(api.portfolio.corporateActions, {
      params: { accid: account!.accid },
      query: { status: 'HISTORY' },
    });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((e) => e.type === 'DIVIDEND' && e.state === 'BOOKED')).toBe(true);

    const [volvo] = await server.ctx.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.symbol, 'VOLV B'));
    const feed = (
      await astrid.call(api.community.content.feed, { query: { instrumentId: volvo!.id, limit: '50' } })
    ).json() as {
      threads: { type: string }[];
    };
    expect(feed.threads.some((t) => t.type === 'TRADE')).toBe(true);
  });
});
