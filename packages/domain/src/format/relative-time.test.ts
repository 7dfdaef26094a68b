import { describe, expect, it } from 'vitest';
import { JUST_NOW_MESSAGE, relativePostTime } from './relative-time.ts';

const now = new Date('2025-09-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("relativePostTime (spec section 9: over 3 days shows day and month; otherwise days, hours or minutes ago; else 'Less than a minute ago')", () => {
  it('quotes the spec', () => {
    expect(JUST_NOW_MESSAGE).toBe('Less than a minute ago');
  });

  it.each([
    [0, { kind: 'justNow' }],
    [59 * 1000, { kind: 'justNow' }],
    [-5 * MIN, { kind: 'justNow' }],
    [MIN, { kind: 'minutes', value: 1 }],
    [59 * MIN + 59 * 1000, { kind: 'minutes', value: 59 }],
    [HOUR, { kind: 'hours', value: 1 }],
    [23 * HOUR + 59 * MIN, { kind: 'hours', value: 23 }],
    [DAY, { kind: 'days', value: 1 }],
    [3 * DAY, { kind: 'days', value: 3 }],
    [3 * DAY + 1, { kind: 'date', day: 7, month: 9 }],
    [40 * DAY, { kind: 'date', day: 1, month: 8 }],
  ])('%i ms ago → %o', (ms, expected) => {
    expect(relativePostTime(ago(ms), now)).toEqual(expected);
  });

  it("shows the date in the viewer's time zone, not UTC", () => {
    const lateEvening = new Date('2025-08-31T22:30:00.000Z');
    expect(relativePostTime(lateEvening, now, 'UTC')).toEqual({ kind: 'date', day: 31, month: 8 });
    expect(relativePostTime(lateEvening, now, 'Europe/Stockholm')).toEqual({
      kind: 'date',
      day: 1,
      month: 9,
    });
    expect(relativePostTime(lateEvening, now, 'Europe/Helsinki')).toEqual({ kind: 'date', day: 1, month: 9 });
  });
});
