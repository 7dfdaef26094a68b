import { api, instrumentTopic } from '@havn/contract';
import { type TradeEventKind, tradeEventKind } from '@havn/domain';
import { dec } from '@havn/domain/broker/index';
import {
  asStreamEvent,
  depositCash,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  settleEventLog,
  shareAccount,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { communityEvents } from '../../db/schema/community-platform.ts';
import { jobs } from '../../db/schema/jobs.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let ericsson: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  ericsson = await instrumentBySymbol(server, 'ERIC B');
  market.set(volvo.id, { last: '250.00', currency: 'SEK' });
  market.set(ericsson.id, { last: '80.00', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

interface FeedItem {
  type: string;
  profile: { id: string };
  tradeEvent: null | {
    tradeType: 'BUY' | 'SELL';
    price: string;
    currency: string;
    percentageChange: string | null;
    postedAt: string;
    instrument: { name: string };
  };
}

/** The feed's trade events once the job queue has delivered what is due (as a runner would). */
async function tradeEventsIn(instrumentId: number, profileId: string): Promise<FeedItem[]> {
  await server.runJobs();
  const page = (
    await server.client().call(api.community.content.feed, { query: { instrumentId, limit: '50' } })
  ).json() as {
    threads: FeedItem[];
  };
  return page.threads.filter((t) => t.type === 'TRADE' && t.profile.id === profileId);
}

const kindOf = (item: FeedItem): TradeEventKind =>
  tradeEventKind({
    tradeType: item.tradeEvent!.tradeType,
    percentageChange: item.tradeEvent!.percentageChange,
    postedAt: new Date(item.tradeEvent!.postedAt),
  });

const trade = (c: Investor, instrument: InstrumentFacts, side: 'BUY' | 'SELL', volume: number) =>
  placeOrder(c.client, c.accid, { instrumentId: instrument.id, side, orderType: 'MARKET', volume });

describe("a member's fills on a shared account become trade events in the instrument's feed", () => {
  let maja: Investor;
  beforeAll(async () => {
    maja = await investor(server, 'Maja Shares');
    await shareAccount(server, maja.accid);
    await depositCash(maja.client, maja.accid, '20000.00', 'SEK');
  });

  it('shows a first buy as a new holding (percentageChange null), published on the instrument topic', async () => {
    expect((await trade(maja, volvo, 'BUY', 20)).json()).toMatchObject({ state: 'FILLED' });
    const events = await tradeEventsIn(volvo.id, maja.profileId);
    expect(events).toHaveLength(1);
    expect(events[0]!.tradeEvent).toMatchObject({
      tradeType: 'BUY',
      currency: 'SEK',
      percentageChange: null,
      postedAt: '2026-11-02T09:00:00.000Z',
      instrument: { name: volvo.name },
    });
    expect(dec(events[0]!.tradeEvent!.price).toFixed(2)).toBe('250.00');
    expect(kindOf(events[0]!)).toBe('NEW_HOLDING');
    await settleEventLog(server);
    const published = await server.ctx.db
      .select()
      .from(communityEvents)
      .where(
        and(
          eq(communityEvents.topic, instrumentTopic(volvo.id)),
          eq(communityEvents.type, 'content.created'),
        ),
      );
    expect(published.length).toBeGreaterThanOrEqual(1);
    // Havn wrote it, not a member: the contract's content payload without an actor.
    expect(published.map((e) => asStreamEvent(e).payload)).toContainEqual(
      expect.objectContaining({ contentType: 'TRADE', parentId: null }),
    );
  });

  it('shows buying more with the share bought, selling some with the share sold, and selling all as 100', async () => {
    clock.advance(60_000);
    await trade(maja, volvo, 'BUY', 5); // 5 more on 20: 25 %
    clock.advance(60_000);
    await trade(maja, volvo, 'SELL', 10); // 10 of 25: 40 %
    clock.advance(60_000);
    await trade(maja, volvo, 'SELL', 15); // the 15 left: all of it
    const events = await tradeEventsIn(volvo.id, maja.profileId);
    // Newest first.
    expect(events.map((e) => [e.tradeEvent!.tradeType, e.tradeEvent!.percentageChange, kindOf(e)])).toEqual([
      ['SELL', '100.0000', 'SOLD_ALL'],
      ['SELL', '40.0000', 'SOLD_SOME'],
      ['BUY', '25.0000', 'BOUGHT_MORE'],
      ['BUY', null, 'NEW_HOLDING'],
    ]);
  });

  it('stops when the account is no longer shared', async () => {
    await shareAccount(server, maja.accid, false);
    await trade(maja, ericsson, 'BUY', 1);
    expect(await tradeEventsIn(ericsson.id, maja.profileId)).toEqual([]);
  });
});

describe('the fill records a domain event; the community turns it into the trade event', () => {
  it('commits the event with the fill, and the feed shows the trade once, however often it is delivered', async () => {
    const per = await investor(server, 'Per Outbox');
    await shareAccount(server, per.accid);
    await depositCash(per.client, per.accid, '5000.00', 'SEK');
    clock.advance(60_000);
    expect((await trade(per, ericsson, 'BUY', 3)).json()).toMatchObject({ state: 'FILLED' });
    const recorded = await server.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'event:trading.fill-executed'));
    const mine = recorded.filter((j) => (j.payload as { accid: string }).accid === per.accid);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.state).toBe('queued');

    expect(await tradeEventsIn(ericsson.id, per.profileId)).toHaveLength(1);
    // A second delivery of the same event (a runner that died after writing) writes nothing more.
    await server.ctx.db
      .update(jobs)
      .set({ state: 'queued', runAt: clock.now() })
      .where(eq(jobs.id, mine[0]!.id));
    expect(await tradeEventsIn(ericsson.id, per.profileId)).toHaveLength(1);
  });
});

describe('no trade events from an account that is not shared', () => {
  it('keeps the fills of an unshared account out of the feed, queueing nothing for them', async () => {
    const nils = await investor(server, 'Nils Private');
    await depositCash(nils.client, nils.accid, '5000.00', 'SEK');
    expect((await trade(nils, ericsson, 'BUY', 10)).json()).toMatchObject({ state: 'FILLED' });
    // Its only subscriber declines a fill of an unshared account: the event is never queued.
    const recorded = await server.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'event:trading.fill-executed'));
    expect(recorded.filter((j) => (j.payload as { accid: string }).accid === nils.accid)).toEqual([]);
    expect(await tradeEventsIn(ericsson.id, nils.profileId)).toEqual([]);
  });
});
