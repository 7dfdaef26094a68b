import {
  api,
  type MessageView,
  type PriceAlertView,
  type SearchHit,
  type SharedWatchlistView,
  type WatchlistView,
} from '@havn/contract';
import {
  asStreamEvent,
  endpointUrl,
  type InstrumentFacts,
  type Investor,
  instrumentBySymbol,
  investor,
  type ScriptedMarket,
  settleEventLog,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { communityEvents } from '../../db/schema/community-platform.ts';
import { groups } from '../../db/schema/groups.ts';
import { instruments } from '../../db/schema/instruments.ts';
import { checkPriceAlerts } from '../alerts/price-alert-checker.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;
let ingrid: Investor;
let olof: Investor;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  ingrid = await investor(server, 'Ingrid Watcher');
  olof = await investor(server, 'Olof Other');
});
afterAll(async () => {
  await server.close();
});

describe('Ingrid keeps a watchlist', () => {
  let list: WatchlistView;

  it('must be logged in', async () => {
    expect((await server.client().call(api.watchlistsAndAlerts.listMine)).statusCode).toBe(401);
    expect(
      (await server.client().call(api.watchlistsAndAlerts.create, { body: { name: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('creates a list (201), an empty name is 400', async () => {
    const created = await ingrid.client.call(api.watchlistsAndAlerts.create, { body: { name: 'Verkstad' } });
    expect(created.statusCode).toBe(201);
    list = created.json();
    expect(list).toMatchObject({ name: 'Verkstad', shared: false, instruments: [] });
    expect(
      (await ingrid.client.call(api.watchlistsAndAlerts.create, { body: { name: '  ' } })).statusCode,
    ).toBe(400);
  });

  it('adds Volvo B twice without duplicating it, an unknown instrument is 404', async () => {
    for (let i = 0; i < 2; i++) {
      const added = await ingrid.client.call(api.watchlistsAndAlerts.addInstrument, {
        params: { listId: list.id },
        body: { instrumentId: volvo.id },
      });
      expect(added.statusCode).toBe(200);
      expect((added.json() as WatchlistView).instruments.map((x) => x.instrumentId)).toEqual([volvo.id]);
    }
    expect(
      (
        await ingrid.client.call(api.watchlistsAndAlerts.addInstrument, {
          params: { listId: list.id },
          body: { instrumentId: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('renames it and lists it as hers', async () => {
    const renamed = await ingrid.client.call(api.watchlistsAndAlerts.rename, {
      params: { listId: list.id },
      body: { name: 'Verkstad & fordon' },
    });
    expect(renamed.statusCode).toBe(200);
    const mine = (await ingrid.client.call(api.watchlistsAndAlerts.listMine)).json() as {
      watchlists: WatchlistView[];
    };
    expect(mine.watchlists).toEqual([expect.objectContaining({ id: list.id, name: 'Verkstad & fordon' })]);
    expect(
      ((await olof.client.call(api.watchlistsAndAlerts.listMine)).json() as { watchlists: WatchlistView[] })
        .watchlists,
    ).toEqual([]);
  });

  it('is 404 to everyone else for every change', async () => {
    expect(
      (
        await olof.client.call(api.watchlistsAndAlerts.rename, {
          params: { listId: list.id },
          body: { name: 'mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await olof.client.call(api.watchlistsAndAlerts.remove, { params: { listId: list.id } })).statusCode,
    ).toBe(404);
    expect(
      (
        await olof.client.call(api.watchlistsAndAlerts.addInstrument, {
          params: { listId: list.id },
          body: { instrumentId: volvo.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await olof.client.call(api.watchlistsAndAlerts.removeInstrument, {
          params: { listId: list.id, instrumentId: volvo.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await olof.client.call(api.watchlistsAndAlerts.setSharing, {
          params: { listId: list.id },
          body: { shared: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('the link is 404 until she shares it, then read-only with quotes', async () => {
    const anonymous = server.client();
    expect(
      (await anonymous.call(api.watchlistsAndAlerts.shared, { params: { listId: list.id } })).statusCode,
    ).toBe(404);
    const shared = await ingrid.client.call(api.watchlistsAndAlerts.setSharing, {
      params: { listId: list.id },
      body: { shared: true },
    });
    expect(shared.statusCode).toBe(200);
    expect((shared.json() as WatchlistView).shared).toBe(true);
    market.set(volvo.id, { last: '250.40', currency: 'SEK' });
    const read = await anonymous.call(api.watchlistsAndAlerts.shared, { params: { listId: list.id } });
    expect(read.statusCode).toBe(200);
    expect(read.json() as SharedWatchlistView).toEqual({
      id: list.id,
      name: 'Verkstad & fordon',
      instruments: [expect.objectContaining({ instrumentId: volvo.id, last: '250.40', currency: 'SEK' })],
    });
    // Read-only: the link gives no way to change the list.
    expect(
      (
        await anonymous.call(api.watchlistsAndAlerts.rename, {
          params: { listId: list.id },
          body: { name: 'hacked' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await olof.client.post(
          endpointUrl(api.watchlistsAndAlerts.shared, { params: { listId: list.id } }),
          {},
        )
      ).statusCode,
    ).toBe(404);
    await ingrid.client.call(api.watchlistsAndAlerts.setSharing, {
      params: { listId: list.id },
      body: { shared: false },
    });
    expect(
      (await anonymous.call(api.watchlistsAndAlerts.shared, { params: { listId: list.id } })).statusCode,
    ).toBe(404);
  });

  it('removes the instrument (204, then 404) and deletes the list (204, then 404)', async () => {
    expect(
      (
        await ingrid.client.call(api.watchlistsAndAlerts.removeInstrument, {
          params: { listId: list.id, instrumentId: volvo.id },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await ingrid.client.call(api.watchlistsAndAlerts.removeInstrument, {
          params: { listId: list.id, instrumentId: volvo.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ingrid.client.call(api.watchlistsAndAlerts.remove, { params: { listId: list.id } })).statusCode,
    ).toBe(204);
    expect(
      (await ingrid.client.call(api.watchlistsAndAlerts.remove, { params: { listId: list.id } })).statusCode,
    ).toBe(404);
    expect(
      (await ingrid.client.get(`${api.watchlistsAndAlerts.listMine.path}/not-a-uuid/x`)).statusCode,
    ).toBe(404);
  });
});

describe('Ingrid sets a price alert on Volvo B', () => {
  let alert: PriceAlertView;

  it('creates it (201); a bad price is 400, an unknown instrument 404, no session 401', async () => {
    const created = await ingrid.client.call(api.watchlistsAndAlerts.createAlert, {
      body: {
        instrumentId: volvo.id,
        direction: 'ABOVE',
        price: '260.5',
      },
    });
    expect(created.statusCode).toBe(201);
    alert = created.json();
    expect(alert).toMatchObject({ direction: 'ABOVE', price: '260.5', currency: 'SEK', state: 'ACTIVE' });
    expect(
      (
        await ingrid.client.callUnchecked(api.watchlistsAndAlerts.createAlert, {
          body: { instrumentId: volvo.id, direction: 'ABOVE', price: 260 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ingrid.client.callUnchecked(api.watchlistsAndAlerts.createAlert, {
          body: { instrumentId: volvo.id, direction: 'UP', price: '1' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ingrid.client.call(api.watchlistsAndAlerts.createAlert, {
          body: { instrumentId: volvo.id, direction: 'BELOW', price: '0' },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await ingrid.client.call(api.watchlistsAndAlerts.createAlert, {
          body: { instrumentId: 1, direction: 'BELOW', price: '1' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await server.client().call(api.watchlistsAndAlerts.listAlerts)).statusCode).toBe(401);
  });

  it('does not fire below its price', async () => {
    market.set(volvo.id, { last: '260.40', currency: 'SEK' });
    expect(await checkPriceAlerts(server.ctx)).toEqual([]);
  });

  it('fires exactly once when the price reaches it, even when checkers run concurrently', async () => {
    market.set(volvo.id, { last: '261.00', currency: 'SEK' });
    const runs = await Promise.all([checkPriceAlerts(server.ctx), checkPriceAlerts(server.ctx)]);
    expect(runs.flat()).toEqual([alert.id]);
    expect(await checkPriceAlerts(server.ctx)).toEqual([]);

    const list = (
      (await ingrid.client.call(api.watchlistsAndAlerts.listAlerts)).json() as { alerts: PriceAlertView[] }
    ).alerts;
    expect(list).toEqual([
      expect.objectContaining({ id: alert.id, state: 'TRIGGERED', triggeredAt: clock.now().toISOString() }),
    ]);
    const inbox = (
      (await ingrid.client.call(api.watchlistsAndAlerts.myMessages)).json() as { messages: MessageView[] }
    ).messages;
    expect(inbox).toEqual([
      expect.objectContaining({
        kind: 'PRICE_ALERT',
        payload: expect.objectContaining({ alertId: alert.id, last: '261.00' }),
      }),
    ]);
    expect(
      ((await olof.client.call(api.watchlistsAndAlerts.myMessages)).json() as { messages: MessageView[] })
        .messages,
    ).toEqual([]);
    await settleEventLog(server);
    const events = await server.ctx.db
      .select()
      .from(communityEvents)
      .where(eq(communityEvents.topic, `profile:${ingrid.profileId}`));
    expect(events.filter((e) => e.type === 'price.alert').map((e) => asStreamEvent(e).payload)).toEqual([
      { alertId: alert.id, instrumentId: volvo.id, direction: 'ABOVE', price: '260.5', last: '261.00' },
    ]);
  });

  it('deletes only her own alert', async () => {
    expect(
      (await olof.client.call(api.watchlistsAndAlerts.deleteAlert, { params: { alertId: alert.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ingrid.client.call(api.watchlistsAndAlerts.deleteAlert, { params: { alertId: alert.id } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await ingrid.client.call(api.watchlistsAndAlerts.deleteAlert, { params: { alertId: alert.id } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('search', () => {
  const search = async (q: string) => {
    const response = await server.client().call(api.community.search, { query: { q, limit: '5' } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { results: SearchHit[] }).results;
  };

  it('finds an instrument by ISIN and by wildcard', async () => {
    const [row] = await server.ctx.db
      .select({ isin: instruments.isin })
      .from(instruments)
      .where(eq(instruments.id, volvo.id));
    expect(await search(row!.isin)).toContainEqual(
      expect.objectContaining({ section: 'INSTRUMENTS', instrumentId: volvo.id }),
    );
    expect(await search('volv*b')).toContainEqual(
      expect.objectContaining({ section: 'INSTRUMENTS', instrumentId: volvo.id }),
    );
  });

  it('finds a member by username and a group by name, each in its section, at most limit each', async () => {
    await server.ctx.db.insert(groups).values({
      name: 'Utdelningsjägarna',
      slug: 'utdelningsjagarna',
      creatorId: olof.profileId,
      createdAt: clock.now(),
      latestActivityAt: clock.now(),
    });
    expect(await search('ingrid*')).toContainEqual(
      expect.objectContaining({ section: 'MEMBERS', profileId: ingrid.profileId }),
    );
    expect(await search('utdelning')).toContainEqual(
      expect.objectContaining({ section: 'GROUPS', name: 'Utdelningsjägarna' }),
    );
    const everything = await search('*');
    expect(everything.filter((h) => h.section === 'INSTRUMENTS')).toHaveLength(5);
    expect((await server.client().call(api.community.search)).statusCode).toBe(400);
  });
});
