import { describe, expect, it } from 'vitest';
import { JUST_JOINED_MESSAGE, membershipAge } from './membership-age.ts';

const now = new Date('2025-09-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("membershipAge (spec section 9: years, months, weeks or days; 'Just Joined' for 1 day or less)", () => {
  it('quotes the spec', () => {
    expect(JUST_JOINED_MESSAGE).toBe('Just Joined');
  });

  it.each([
    ['just now', new Date(now.getTime()), { kind: 'justJoined' }],
    ['23 hours', new Date(now.getTime() - 23 * HOUR), { kind: 'justJoined' }],
    ['1 day', new Date(now.getTime() - DAY), { kind: 'justJoined' }],
    ['1 day 23 hours', new Date(now.getTime() - DAY - 23 * HOUR), { kind: 'justJoined' }],
    ['2 days', new Date(now.getTime() - 2 * DAY), { kind: 'days', value: 2 }],
    ['6 days', new Date(now.getTime() - 6 * DAY), { kind: 'days', value: 6 }],
    ['7 days', new Date(now.getTime() - 7 * DAY), { kind: 'weeks', value: 1 }],
    ['4 weeks', new Date(now.getTime() - 29 * DAY), { kind: 'weeks', value: 4 }],
    ['one calendar month', new Date('2025-08-10T12:00:00.000Z'), { kind: 'months', value: 1 }],
    ['a minute short of a month', new Date('2025-08-10T12:01:00.000Z'), { kind: 'weeks', value: 4 }],
    ['11 months', new Date('2024-10-01T00:00:00.000Z'), { kind: 'months', value: 11 }],
    ['a year', new Date('2024-09-10T12:00:00.000Z'), { kind: 'years', value: 1 }],
    ['2 years 11 months', new Date('2022-10-01T00:00:00.000Z'), { kind: 'years', value: 2 }],
  ])('joined %s ago → %o', (_, joinedAt, expected) => {
    expect(membershipAge(joinedAt, now)).toEqual(expected);
  });

  it('clamps to the shorter month: 31 January to 28 February is one month', () => {
    expect(membershipAge(new Date('2025-01-31T10:00:00Z'), new Date('2025-02-28T10:00:00Z'))).toEqual({
      kind: 'months',
      value: 1,
    });
    expect(membershipAge(new Date('2025-01-31T10:00:00Z'), new Date('2025-02-27T10:00:00Z'))).toEqual({
      kind: 'weeks',
      value: 3,
    });
  });
});
