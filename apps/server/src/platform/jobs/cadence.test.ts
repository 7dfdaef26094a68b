import { describe, expect, it } from 'vitest';
import {
  assertCadence,
  type Cadence,
  CadenceError,
  DAY_MS,
  HOUR_MS,
  latestSlot,
  SECOND_MS,
} from './cadence.ts';

describe('latestSlot: the newest slot at or before now (UTC)', () => {
  it.each<[string, Cadence, string, string]>([
    ['every second, mid-second', SECOND_MS, '2026-11-24T10:00:00.250Z', '2026-11-24T10:00:00.000Z'],
    ['every second, on the second', SECOND_MS, '2026-11-24T10:00:01.000Z', '2026-11-24T10:00:01.000Z'],
    [
      'hourly, a millisecond before the hour',
      HOUR_MS,
      '2026-11-24T10:59:59.999Z',
      '2026-11-24T10:00:00.000Z',
    ],
    ['every day in ms is midnight UTC', DAY_MS, '2026-11-24T23:30:00.000Z', '2026-11-24T00:00:00.000Z'],
    [
      'daily at 02:00, just before',
      { dayAt: '02:00' },
      '2026-11-24T01:59:59.999Z',
      '2026-11-23T02:00:00.000Z',
    ],
    [
      'daily at 02:00, on the dot',
      { dayAt: '02:00' },
      '2026-11-24T02:00:00.000Z',
      '2026-11-24T02:00:00.000Z',
    ],
    [
      'daily at 23:59 across a year end',
      { dayAt: '23:59' },
      '2027-01-01T00:10:00.000Z',
      '2026-12-31T23:59:00.000Z',
    ],
    [
      'monthly on the 25th, after it',
      { monthOnDay: 25, at: '06:00' },
      '2026-11-25T06:00:01.000Z',
      '2026-11-25T06:00:00.000Z',
    ],
    [
      'monthly on the 25th, before it',
      { monthOnDay: 25, at: '06:00' },
      '2026-11-25T05:59:00.000Z',
      '2026-10-25T06:00:00.000Z',
    ],
    [
      'monthly on the 25th, in January',
      { monthOnDay: 25, at: '06:00' },
      '2027-01-03T00:00:00.000Z',
      '2026-12-25T06:00:00.000Z',
    ],
    [
      'the 31st is February’s last day',
      { monthOnDay: 31, at: '06:00' },
      '2027-02-28T07:00:00.000Z',
      '2027-02-28T06:00:00.000Z',
    ],
    [
      'before February’s last day it is January 31',
      { monthOnDay: 31, at: '06:00' },
      '2027-02-28T05:00:00.000Z',
      '2027-01-31T06:00:00.000Z',
    ],
    [
      'in March, before the 31st, it is February’s last day',
      { monthOnDay: 31, at: '06:00' },
      '2027-03-15T00:00:00.000Z',
      '2027-02-28T06:00:00.000Z',
    ],
    [
      'a leap year’s February 29',
      { monthOnDay: 30, at: '00:00' },
      '2028-03-01T00:00:00.000Z',
      '2028-02-29T00:00:00.000Z',
    ],
  ])('%s', (_name, cadence, now, slot) => {
    expect(latestSlot(cadence, new Date(now)).toISOString()).toBe(slot);
  });
});

describe('assertCadence', () => {
  it.each<[string, Cadence]>([
    ['zero milliseconds', 0],
    ['a fraction of a millisecond', 1.5],
    ['24:00', { dayAt: '24:00' }],
    ['an hour without its leading zero', { dayAt: '2:00' }],
    ['day 32', { monthOnDay: 32, at: '06:00' }],
    ['day 0', { monthOnDay: 0, at: '06:00' }],
  ])('refuses %s', (_name, cadence) => {
    expect(() => assertCadence(cadence)).toThrow(CadenceError);
  });

  it.each<Cadence>([SECOND_MS, { dayAt: '00:00' }, { dayAt: '23:59' }, { monthOnDay: 31, at: '12:30' }])(
    'accepts %j',
    (cadence) => {
      expect(() => assertCadence(cadence)).not.toThrow();
    },
  );
});
