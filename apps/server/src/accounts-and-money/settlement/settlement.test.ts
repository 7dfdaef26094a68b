import { api } from '@havn/contract';
import {
  fundedInvestor,
  type InstrumentFacts,
  instrumentBySymbol,
  placeOrder,
  type ScriptedMarket,
  startTradingServer,
  type TestServer,
} from '@havn/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rowsOf } from '../../db/rows.ts';
import { runSettlement } from './settlement.ts';
import { settlementOf } from './settlement-repo.ts';

// Thursday 26 November 2026, 10:00 in Stockholm.
const clock = new ManualClock('2026-11-26T09:00:00Z');
let server: TestServer;
let market: ScriptedMarket;
let volvo: InstrumentFacts;

beforeAll(async () => {
  ({ server, market } = await startTradingServer(clock));
  volvo = await instrumentBySymbol(server, 'VOLV B');
  market.set(volvo.id, { last: '100.00', currency: 'SEK' });
});
afterAll(async () => {
  await server.close();
});

describe('a sale settles T+2 bank days later', () => {
  it('is buying power at once, withdrawable only once settled, over the weekend', async () => {
    const c = await fundedInvestor(server, 'Sara Settles', '10000.00');
    const money = async () =>
      (await c.client.callOk(api.accountsAndMoney.listAccounts)).find((a) => a.accid === c.accid)!;
    const buy = await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(buy.statusCode).toBe(201);
    const bought = await money();
    // A purchase spends settled cash; nothing is waiting.
    expect(bought.unsettled).toBe('0.00');
    expect(bought.withdrawable).toBe(bought.buyingPower);

    const sell = await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'MARKET',
      volume: 10,
    });
    expect(sell.statusCode).toBe(201);
    const sold = await money();
    expect(Number(sold.unsettled)).toBeGreaterThan(900);
    expect(sold.buyingPower).toBe(sold.cash);
    expect(Number(sold.withdrawable)).toBeCloseTo(Number(sold.buyingPower) - Number(sold.unsettled), 2);
    expect(Number(sold.withdrawable)).toBeLessThan(Number(sold.buyingPower));

    // Friday and the weekend: not yet (Thursday + 2 bank days is Monday 30 November).
    for (const at of ['2026-11-27T09:00:00Z', '2026-11-29T22:00:00Z']) {
      clock.set(at);
      await runSettlement(server.ctx);
      await c.login();
      expect((await money()).unsettled).toBe(sold.unsettled);
    }
    clock.set('2026-11-30T06:00:00Z');
    expect(await runSettlement(server.ctx)).toBeGreaterThan(0);
    // Running again changes nothing.
    expect(await runSettlement(server.ctx)).toBe(0);
    await c.login();
    const settled = await money();
    expect(settled.unsettled).toBe('0.00');
    expect(settled.withdrawable).toBe(settled.buyingPower);
  });

  it('skips the market’s bank holidays: a sale the day before midsommarafton settles the Tuesday after', async () => {
    const c = await fundedInvestor(server, 'Mats Midsommar', '5000.00');
    clock.set('2027-06-23T09:00:00Z'); // Wednesday; midsommarafton is Friday 25 June 2027
    await c.login();
    await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'BUY',
      orderType: 'MARKET',
      volume: 2,
    });
    const sale = await placeOrder(c.client, c.accid, {
      instrumentId: volvo.id,
      side: 'SELL',
      orderType: 'MARKET',
      volume: 2,
    });
    expect(sale.statusCode).toBe(201);
    const [row] = rowsOf<{ execution_id: string }>(
      await server.ctx.db.execute(
        sql`select execution_id from settlements where accid = ${c.accid} order by trade_date desc limit 1`,
      ),
    );
    const settlement = await settlementOf(server.ctx.db, row!.execution_id);
    expect(settlement).toMatchObject({ tradeDate: '2027-06-23', settleDate: '2027-06-28' });
  });

  it('dates a trade on its market’s own clock: past midnight in Helsinki is the next day there', async () => {
    const nokia = await instrumentBySymbol(server, 'NOKIA');
    market.set(nokia.id, { last: '5.00', currency: 'EUR' });
    const c = await fundedInvestor(server, 'Hanna Helsinki', '5000.00');
    // Friday 27 November 2026, 23:30 in Stockholm, 00:30 on Saturday in Helsinki.
    clock.set('2026-11-27T22:30:00Z');
    await c.login();
    for (const side of ['BUY', 'SELL'] as const) {
      const order = { instrumentId: nokia.id, side, orderType: 'MARKET' as const, volume: 10 };
      expect((await placeOrder(c.client, c.accid, order)).statusCode).toBe(201);
    }
    const [row] = rowsOf<{ execution_id: string }>(
      await server.ctx.db.execute(sql`select execution_id from settlements where accid = ${c.accid}`),
    );
    // Booked from Monday in Helsinki: settled Wednesday (Stockholm's date would have said Tuesday).
    expect(await settlementOf(server.ctx.db, row!.execution_id)).toMatchObject({
      tradeDate: '2026-11-28',
      settleDate: '2026-12-02',
    });
  });
});
