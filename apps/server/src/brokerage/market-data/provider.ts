import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instruments } from '../../db/schema/instruments.ts';

/** The price of an instrument now. Prices are decimal strings, never floats. */
export interface Quote {
  instrumentId: number;
  last: string;
  bid: string;
  ask: string;
  currency: string;
  /** Change since the previous close, in percent, as a decimal string. */
  changePercent: string;
  time: Date;
  /** Whether the instrument's market is open for trading at `time`. */
  open: boolean;
}

/**
 * Where prices come from: the deterministic simulator by default, a real feed later. Orders,
 * portfolios and alerts read prices only through this interface.
 */
export interface MarketDataProvider {
  quotes(instrumentIds: readonly number[]): Promise<Map<number, Quote>>;
  close(): Promise<void>;
}

/**
 * Until the simulator lands: the reference price of each instrument, markets always open.
 * @TODO(brokerage core issue): replace with the seeded random-walk simulator.
 */
export function referencePriceMarketData(db: Db, now: () => Date): MarketDataProvider {
  return {
    async quotes(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: instruments.id, price: instruments.referencePrice, currency: instruments.currency })
        .from(instruments)
        .where(inArray(instruments.id, [...ids]));
      const time = now();
      return new Map(
        rows.map((r) => [
          r.id,
          {
            instrumentId: r.id,
            last: r.price,
            bid: r.price,
            ask: r.price,
            currency: r.currency,
            changePercent: '0',
            time,
            open: true,
          },
        ]),
      );
    },
    async close() {},
  };
}
