import { describe, expect, it } from 'vitest';
import {
  businessDayOf,
  epochDayOfBusinessDay,
  epochDayOfIsoDate,
  exchangeOpen,
  inNightlyDowntime,
  marketStatusAt,
  TRADING_HOURS,
} from './trading-hours.ts';

const at = (iso: string) => Date.parse(iso);
const XSTO = TRADING_HOURS.XSTO!;
const XNYS = TRADING_HOURS.XNYS!;
const XHEL = TRADING_HOURS.XHEL!;
const XOSL = TRADING_HOURS.XOSL!;

describe('Stockholm with real hours (09:00–17:30 Europe/Stockholm)', () => {
  it.each([
    // Winter time, UTC+1: 09:00 local is 08:00 UTC.
    ['2026-03-27T07:59:59Z', 'CLOSED', 'a second before the Friday open'],
    ['2026-03-27T08:00:00Z', 'OPEN', 'the Friday open'],
    ['2026-03-27T16:29:59Z', 'OPEN', 'a second before the Friday close'],
    ['2026-03-27T16:30:00Z', 'CLOSED', 'the Friday close'],
    ['2026-03-28T12:00:00Z', 'CLOSED', 'Saturday noon'],
    ['2026-03-29T12:00:00Z', 'CLOSED', 'Sunday noon, the day summer time starts'],
    // Summer time from Sunday 29 March, UTC+2: 09:00 local is 07:00 UTC.
    ['2026-03-30T06:59:59Z', 'CLOSED', 'a second before the Monday open in summer time'],
    ['2026-03-30T07:00:00Z', 'OPEN', 'the Monday open in summer time'],
    ['2026-03-30T15:29:59Z', 'OPEN', 'a second before the Monday close in summer time'],
    ['2026-03-30T15:30:00Z', 'CLOSED', 'the Monday close in summer time'],
    // Back to winter time on Sunday 25 October.
    ['2026-10-26T07:30:00Z', 'CLOSED', '08:30 local on the first winter Monday'],
    ['2026-10-26T08:00:00Z', 'OPEN', '09:00 local on the first winter Monday'],
  ] as const)('%s is %s (%s)', (time, status, _moment) => {
    expect(marketStatusAt(XSTO, at(time), 'real')).toBe(status);
  });

  it('is in the nightly downtime from 02:00 to 04:00 local time, whatever the exchange', () => {
    expect(marketStatusAt(XSTO, at('2026-03-31T00:00:00Z'), 'real')).toBe('DOWNTIME'); // 02:00 CEST
    expect(marketStatusAt(XSTO, at('2026-03-31T01:59:59Z'), 'real')).toBe('DOWNTIME'); // 03:59:59 CEST
    expect(marketStatusAt(XSTO, at('2026-03-31T02:00:00Z'), 'real')).toBe('CLOSED'); // 04:00 CEST
    expect(marketStatusAt(XSTO, at('2026-01-14T00:59:59Z'), 'real')).toBe('CLOSED'); // 01:59:59 CET
    expect(marketStatusAt(XSTO, at('2026-01-14T01:00:00Z'), 'real')).toBe('DOWNTIME'); // 02:00 CET
    expect(inNightlyDowntime(at('2026-01-14T02:30:00Z'))).toBe(true);
    expect(marketStatusAt(XNYS, at('2026-01-14T02:30:00Z'), 'real', 'daily')).toBe('DOWNTIME');
  });
});

describe('other exchanges with real hours', () => {
  it('New York opens at 09:30 America/New_York, which moves to summer time three weeks before Europe', () => {
    // 20 March 2026: New York already on EDT (UTC-4), Stockholm still on CET.
    expect(marketStatusAt(XNYS, at('2026-03-20T13:29:59Z'), 'real')).toBe('CLOSED');
    expect(marketStatusAt(XNYS, at('2026-03-20T13:30:00Z'), 'real')).toBe('OPEN');
    expect(marketStatusAt(XNYS, at('2026-03-20T19:59:59Z'), 'real')).toBe('OPEN');
    expect(marketStatusAt(XNYS, at('2026-03-20T20:00:00Z'), 'real')).toBe('CLOSED');
    // In January (EST, UTC-5) the same local hours are an hour later in UTC.
    expect(marketStatusAt(XNYS, at('2026-01-14T14:29:59Z'), 'real')).toBe('CLOSED');
    expect(marketStatusAt(XNYS, at('2026-01-14T14:30:00Z'), 'real')).toBe('OPEN');
  });

  it('Helsinki trades 10:00–18:30 Helsinki time, the same hour as Stockholm; Oslo closes at 16:20', () => {
    expect(marketStatusAt(XHEL, at('2026-01-14T07:59:59Z'), 'real')).toBe('CLOSED');
    expect(marketStatusAt(XHEL, at('2026-01-14T08:00:00Z'), 'real')).toBe('OPEN');
    expect(marketStatusAt(XHEL, at('2026-01-14T16:29:59Z'), 'real')).toBe('OPEN');
    expect(marketStatusAt(XOSL, at('2026-01-14T15:19:59Z'), 'real')).toBe('OPEN');
    expect(marketStatusAt(XOSL, at('2026-01-14T15:20:00Z'), 'real')).toBe('CLOSED');
  });

  it('funds take orders on weekdays, not at weekends', () => {
    expect(marketStatusAt(XSTO, at('2026-01-14T20:00:00Z'), 'real', 'daily')).toBe('OPEN');
    expect(marketStatusAt(XSTO, at('2026-01-17T12:00:00Z'), 'real', 'daily')).toBe('CLOSED');
  });
});

describe('always-open hours (the demo)', () => {
  it.each([
    '2026-03-28T12:00:00Z', // Saturday
    '2026-03-31T01:00:00Z', // the nightly downtime
    '2026-03-30T03:00:00Z', // before the open
    '2026-12-25T23:59:59Z', // Christmas night
  ])('every market is open at %s', (time) => {
    for (const hours of [XSTO, XNYS, XHEL, XOSL]) {
      expect(marketStatusAt(hours, at(time), 'always')).toBe('OPEN');
      expect(marketStatusAt(hours, at(time), 'always', 'daily')).toBe('OPEN');
      expect(exchangeOpen(hours, at(time), 'always')).toBe(true);
    }
  });
});

describe('business days', () => {
  it('number weekdays consecutively and put a weekend after its Friday', () => {
    const friday = businessDayOf(epochDayOfIsoDate('2026-11-20'));
    const saturday = businessDayOf(epochDayOfIsoDate('2026-11-21'));
    const monday = businessDayOf(epochDayOfIsoDate('2026-11-23'));
    expect(friday.weekend).toBe(false);
    expect(saturday).toEqual({ day: friday.day, weekend: true });
    expect(monday.day).toBe(friday.day + 1);
    expect(epochDayOfBusinessDay(monday.day)).toBe(epochDayOfIsoDate('2026-11-23'));
    for (let epochDay = -3000; epochDay < 30_000; epochDay += 97) {
      const { day, weekend } = businessDayOf(epochDay);
      if (!weekend) expect(epochDayOfBusinessDay(day)).toBe(epochDay);
    }
  });
});
