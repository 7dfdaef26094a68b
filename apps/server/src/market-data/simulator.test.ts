import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { type InstrumentFacts, type InstrumentProfile, instrumentProfile } from './instrument-profile.ts';
import { ANCHOR_DATE, MarketSimulator } from './simulator.ts';
import { bidAsk, isOnTick, tickSize, toTick } from './ticks.ts';
import { businessDayOf, epochDayOfIsoDate, sessionOf } from './trading-hours.ts';

/** The shipped universe, read as the loader reads it; profiles need no database. */
const universe = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'instruments/universe/instruments.json'),
    'utf8',
  ),
) as (Omit<InstrumentFacts, 'referencePrice'> & { price: string; symbol: string })[];

function profiles(): Map<string, InstrumentProfile> {
  const seen = new Map<string, number>();
  const out = new Map<string, InstrumentProfile>();
  for (const row of universe) {
    const rank = row.type === 'STOCK' ? (seen.get(row.market) ?? 0) : 0;
    if (row.type === 'STOCK') seen.set(row.market, rank + 1);
    out.set(`${row.market}:${row.symbol}`, instrumentProfile({ ...row, referencePrice: row.price }, rank));
  }
  return out;
}

const all = profiles();
const profile = (key: string) => {
  const found = all.get(key);
  if (!found) throw new Error(`no ${key} in the universe`);
  return found;
};
const volvo = profile('XSTO:VOLV B');
const anchorDay = businessDayOf(epochDayOfIsoDate(ANCHOR_DATE)).day;
const HOUR = 3_600_000;

function dailyReturns(sim: MarketSimulator, p: InstrumentProfile, days: number): number[] {
  const out: number[] = [];
  for (let day = anchorDay - days; day < anchorDay; day++) {
    out.push(sim.logClose(p.spec, day + 1) - sim.logClose(p.spec, day));
  }
  return out;
}

function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
}

describe('determinism', () => {
  it('gives the same price for the same seed and time, whatever was asked before', () => {
    const first = new MarketSimulator({ seed: 'test-seed', hours: 'always' });
    const second = new MarketSimulator({ seed: 'test-seed', hours: 'always' });
    const times = Array.from(
      { length: 50 },
      (_, i) => Date.parse('2026-11-23T00:00:00Z') + i * 7 * HOUR + i * 911,
    );
    const forward = times.map((t) => first.priceAt(volvo.spec, t));
    // The second walks backwards in time and starts far away, so no cache can line the two up.
    second.priceAt(volvo.spec, Date.parse('2024-02-01T12:00:00Z'));
    const backward = [...times].reverse().map((t) => second.priceAt(volvo.spec, t));
    expect(backward.reverse()).toEqual(forward);
  });

  it('gives other prices for another seed', () => {
    const a = new MarketSimulator({ seed: 'one', hours: 'always' });
    const b = new MarketSimulator({ seed: 'two', hours: 'always' });
    const t = Date.parse('2027-01-12T10:00:00Z');
    expect(a.priceAt(volvo.spec, t)).not.toBe(b.priceAt(volvo.spec, t));
  });

  it('starts from the reference price: the anchor day closes at it', () => {
    const sim = new MarketSimulator({ seed: 'test-seed', hours: 'real' });
    for (const p of all.values()) {
      const close = toTick(p.tickRule, Math.exp(sim.logClose(p.spec, anchorDay)));
      expect(close.minus(p.spec.reference).abs().lte(tickSize(p.tickRule, close))).toBe(true);
    }
  });

  it('holds a price for a 5-second bucket and moves between buckets', () => {
    const sim = new MarketSimulator({ seed: 'test-seed', hours: 'always' });
    const t = Date.parse('2026-11-24T10:00:00Z');
    expect(sim.priceAt(volvo.spec, t + 4_999)).toBe(sim.priceAt(volvo.spec, t));
    expect(sim.priceAt(volvo.spec, t + 5_000)).not.toBe(sim.priceAt(volvo.spec, t));
  });
});

describe('prices', () => {
  it('are positive and on their tick, with bid < last < ask, for every instrument over a year', () => {
    const sim = new MarketSimulator({ seed: 'test-seed', hours: 'always' });
    const start = Date.parse('2026-01-05T00:00:00Z');
    for (const p of all.values()) {
      for (let i = 0; i < 60; i++) {
        const t = start + i * 146 * HOUR + i * 13_000;
        const last = toTick(p.tickRule, sim.priceAt(p.spec, t));
        expect(last.gt(0)).toBe(true);
        expect(isOnTick(p.tickRule, last)).toBe(true);
        const { bid, ask } = bidAsk(p.tickRule, last, p.spreadBasisPoints);
        expect(isOnTick(p.tickRule, bid) && isOnTick(p.tickRule, ask)).toBe(true);
        if (p.spreadBasisPoints > 0) {
          expect(bid.lt(last) || bid.eq(last)).toBe(true);
          expect(ask.gt(last)).toBe(true);
        }
      }
    }
  });

  it('round onto the tick of their level', () => {
    expect(toTick('nordic', 265.4371).toFixed()).toBe('265.45');
    expect(toTick('nordic', 99.996).toFixed()).toBe('100');
    expect(toTick('nordic', 9.9981).toFixed()).toBe('9.998');
    expect(toTick('nordic', 0.58123).toFixed()).toBe('0.581');
    expect(toTick('nordic', 1402.3).toFixed()).toBe('1402.5');
    expect(toTick('us', 582.304).toFixed()).toBe('582.3');
    expect(toTick('nav', 3.612345).toFixed()).toBe('3.6123');
    expect(toTick('nordic', -5).gt(0)).toBe(true);
    expect(isOnTick('nordic', new Decimal('9.995'))).toBe(false);
  });

  it('stand still outside the session with real hours and gap at the open', () => {
    const sim = new MarketSimulator({ seed: 'test-seed', hours: 'real' });
    const monday = businessDayOf(epochDayOfIsoDate('2026-11-23')).day;
    const session = sessionOf(volvo.spec.hours, monday);
    const friday = Math.exp(sim.logClose(volvo.spec, monday - 1));
    expect(sim.priceAt(volvo.spec, Date.parse('2026-11-21T12:00:00Z'))).toBe(friday);
    expect(sim.priceAt(volvo.spec, session.opens - 1)).toBe(friday);
    expect(sim.priceAt(volvo.spec, session.opens)).toBe(Math.exp(sim.logOpen(volvo.spec, monday)));
    expect(sim.priceAt(volvo.spec, session.closes)).toBe(Math.exp(sim.logClose(volvo.spec, monday)));
    expect(sim.priceAt(volvo.spec, session.closes + 5 * HOUR)).toBe(
      Math.exp(sim.logClose(volvo.spec, monday)),
    );
  });

  it('with always-open hours walk through the night and still meet the official open and close', () => {
    const sim = new MarketSimulator({ seed: 'test-seed', hours: 'always' });
    const monday = businessDayOf(epochDayOfIsoDate('2026-11-23')).day;
    const session = sessionOf(volvo.spec.hours, monday);
    const night = [1, 2, 3, 4].map((h) => sim.priceAt(volvo.spec, session.closes + h * HOUR));
    expect(new Set(night).size).toBe(4);
    expect(sim.priceAt(volvo.spec, session.opens)).toBe(Math.exp(sim.logOpen(volvo.spec, monday)));
    expect(sim.priceAt(volvo.spec, session.closes)).toBe(Math.exp(sim.logClose(volvo.spec, monday)));
    // The same session prices as with real hours: the modes differ only outside the session.
    const real = new MarketSimulator({ seed: 'test-seed', hours: 'real' });
    const midday = session.opens + 3 * HOUR;
    expect(sim.priceAt(volvo.spec, midday)).toBe(real.priceAt(volvo.spec, midday));
  });

  it('price a fund once a day, at the close', () => {
    const sim = new MarketSimulator({ seed: 'test-seed', hours: 'always' });
    const fund = profile('XSTO:LF GLOBAL IDX');
    const monday = businessDayOf(epochDayOfIsoDate('2026-11-23')).day;
    const session = sessionOf(fund.spec.hours, monday);
    const before = [session.opens, session.opens + 2 * HOUR, session.closes - 1].map((t) =>
      sim.priceAt(fund.spec, t),
    );
    expect(new Set(before).size).toBe(1);
    expect(before[0]).toBe(Math.exp(sim.logClose(fund.spec, monday - 1)));
    expect(sim.priceAt(fund.spec, session.closes)).toBe(Math.exp(sim.logClose(fund.spec, monday)));
    expect(sim.latestTrades(fund.spec, session.closes, 10)).toEqual([]);
  });
});

describe('volatility over three years of daily closes', () => {
  const sim = new MarketSimulator({ seed: 'test-seed', hours: 'real' });
  it.each([
    ['XSTO:VOLV B', 'a large cap', 0.01, 0.022],
    ['XSTO:MYCR', 'a smaller company', 0.016, 0.045],
    ['XSTO:LF GLOBAL IDX', 'a fund', 0.005, 0.012],
    ['XSTO:XACT OMXS30', 'an ETF', 0.007, 0.015],
    ['XSTO:BULL OMX X5 AVA 4', 'a 5x bull product', 0.035, 0.08],
    ['XSTO:VOLV 6F 250 SG', 'a warrant', 0.07, 0.25],
  ])('%s (%s) has a daily standard deviation between %d and %d', (key, _what, low, high) => {
    const sd = standardDeviation(dailyReturns(sim, profile(key), 756));
    expect(sd).toBeGreaterThan(low);
    expect(sd).toBeLessThan(high);
  });

  it('moves leveraged products with their underlying: a bull and a bear on OMX go opposite ways', () => {
    const bull = dailyReturns(sim, profile('XSTO:BULL OMX X5 AVA 4'), 500);
    const bear = dailyReturns(sim, profile('XSTO:BEAR OMX X5 AVA 6'), 500);
    const agree = bull.filter((r, i) => Math.sign(r) === Math.sign(bear[i]!)).length;
    expect(agree / bull.length).toBeLessThan(0.2);
  });

  it('keeps ten years of walk within a plausible range of the reference price', () => {
    for (const p of all.values()) {
      for (let day = anchorDay - 2600; day <= anchorDay + 2600; day += 50) {
        const ratio = Math.exp(sim.logClose(p.spec, day)) / p.spec.reference;
        expect(ratio).toBeGreaterThan(0.02);
        expect(ratio).toBeLessThan(50);
      }
    }
  });
});

describe('a daily bar', () => {
  it('spans its open and close and the 5-minute path between', () => {
    const sim = new MarketSimulator({ seed: 'test-seed', hours: 'real' });
    for (let day = anchorDay - 30; day <= anchorDay; day++) {
      const bar = sim.bar(volvo.spec, day);
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.close).toBe(Math.exp(sim.logClose(volvo.spec, day)));
      expect(bar.volume).toBeGreaterThan(0);
    }
  });
});
