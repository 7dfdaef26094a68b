import { api, type OrderView } from '@havn/contract';
import {
  depositCash,
  type InstrumentFacts,
  instrumentBySymbol,
  investor,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { startJobRunner } from '../platform/jobs/index.ts';
import { tradingJobs, tradingSchedules } from './jobs.ts';

const clock = new ManualClock('2026-11-02T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
});
afterAll(async () => {
  await server.close();
});

describe('the matching job', () => {
  it('fills a waiting limit order once the price reaches it, without anyone asking', async () => {
    const olga = await investor(server, 'Olga Waits');
    await depositCash(olga.client, olga.accid, '1000.00', 'SEK');
    market.set(volvo.id, { last: '100.00', currency: 'SEK' });
    const order = (
      await placeOrder(olga.client, olga.accid, {
        instrumentId: volvo.id,
        side: 'BUY',
        orderType: 'LIMIT',
        volume: 2,
        price: '95.00',
      })
    ).json() as OrderView;
    expect(order.state).toBe('PENDING');

    // The schedule fires once a second of the (pinned) clock; the runner polls every 10 ms.
    const runner = startJobRunner(server.ctx, tradingJobs, tradingSchedules, { pollMs: 10 });
    try {
      market.set(volvo.id, { last: '94.00', currency: 'SEK' });
      let state = order.state;
      for (let i = 0; i < 200 && state !== 'FILLED'; i += 1) {
        clock.advance(1_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
        const list = (
          await olga.client.call(api.trading.listOrders, { params: { accid: olga.accid } })
        ).json().orders as OrderView[];
        state = list.find((o) => o.id === order.id)!.state;
      }
      expect(state).toBe('FILLED');
    } finally {
      await runner.stop();
    }
  });
});
