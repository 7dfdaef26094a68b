import { describe, expect, it } from 'vitest';
import {
  POLL_BAR_ANIMATION_MS,
  POLL_BAR_DELAY_MS,
  POLL_DEFAULT_DAYS,
  POLL_MAX_DAYS,
  POLL_MAX_OPTIONS,
  POLL_MIN_DAYS,
  POLL_MIN_OPTIONS,
} from '../limits.ts';
import {
  canAddOption,
  canRemoveOption,
  canSeeResults,
  canVote,
  isPollEnded,
  POLL_LENGTH_DAYS,
  pollDisplay,
  pollEndingAt,
  pollResults,
  repeatedPollOption,
  timeLeft,
  validatePollCreate,
} from './poll.ts';

// A pinned clock: every date below is relative to it.
const now = new Date('2025-09-10T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('poll constants (spec section 9: 1 to 7 days, default 3 days; 2 to 7 options)', () => {
  it('holds the spec numbers', () => {
    expect([POLL_MIN_DAYS, POLL_MAX_DAYS, POLL_DEFAULT_DAYS]).toEqual([1, 7, 3]);
    expect([POLL_MIN_OPTIONS, POLL_MAX_OPTIONS]).toEqual([2, 7]);
    expect(POLL_LENGTH_DAYS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([POLL_BAR_ANIMATION_MS, POLL_BAR_DELAY_MS]).toEqual([800, 500]);
  });
});

describe('validatePollCreate', () => {
  const valid = { message: 'Which sector leads in 2026?', options: ['Banks', 'Tech'] };

  it('accepts a question with 2 options and ends it 3 days from now by default', () => {
    expect(validatePollCreate(valid, now)).toEqual({
      ok: true,
      value: { question: 'Which sector leads in 2026?', options: ['Banks', 'Tech'], endingAt: at(3 * DAY) },
    });
    expect(pollEndingAt(now)).toEqual(at(3 * DAY));
  });

  it.each([
    ['1 day', at(DAY), true],
    ['7 days', at(7 * DAY), true],
    ['1 day less 60 s of clock skew', at(DAY - MIN), true],
    ['7 days plus 60 s of clock skew', at(7 * DAY + MIN), true],
    ['1 day less 61 s', at(DAY - MIN - 1000), false],
    ['7 days plus 61 s', at(7 * DAY + MIN + 1000), false],
  ])('an end date %s ahead is accepted: %s', (_, endDate, ok) => {
    expect(validatePollCreate({ ...valid, endDate }, now).ok).toBe(ok);
  });

  it('reads an ISO end date and uses it as the end', () => {
    const result = validatePollCreate({ ...valid, endDate: '2025-09-12T12:00:00Z' }, now);
    expect(result).toMatchObject({ ok: true, value: { endingAt: new Date('2025-09-12T12:00:00Z') } });
  });

  it.each([
    ['too soon', at(HOUR).toISOString(), 'TOO_SOON'],
    ['too late', at(8 * DAY).toISOString(), 'TOO_LATE'],
    ['not an ISO time', '12/09/2025', 'INVALID_DATE'],
    ['a date without a time', '2025-09-12', 'INVALID_DATE'],
  ])('refuses an end date that is %s', (_, endDate, error) => {
    expect(validatePollCreate({ ...valid, endDate }, now)).toEqual({
      ok: false,
      errors: [{ field: 'endDate', error }],
    });
  });

  it.each([
    ['blank', '  '],
    ['281 characters', 'q'.repeat(281)],
  ])('refuses a %s question (non-blank, at most 280)', (_, message) => {
    const result = validatePollCreate({ ...valid, message }, now);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.field).toBe('question');
  });

  it('accepts a 280-character question and 30-character options', () => {
    expect(validatePollCreate({ message: 'q'.repeat(280), options: ['o'.repeat(30), 'p'] }, now).ok).toBe(
      true,
    );
  });

  it.each([
    [1, 'TOO_FEW'],
    [8, 'TOO_MANY'],
  ] as const)('refuses %i options (%s)', (count, error) => {
    const options = Array.from({ length: count }, (_, i) => `Option ${i + 1}`);
    expect(validatePollCreate({ ...valid, options }, now)).toEqual({
      ok: false,
      errors: [{ field: 'options', error, min: 2, max: 7 }],
    });
  });

  it('accepts 7 options', () => {
    const options = Array.from({ length: 7 }, (_, i) => `Option ${i + 1}`);
    expect(validatePollCreate({ ...valid, options }, now).ok).toBe(true);
  });

  it('names each blank or over-long option by index', () => {
    expect(validatePollCreate({ ...valid, options: ['Banks', ' ', 'x'.repeat(31)] }, now)).toEqual({
      ok: false,
      errors: [
        { field: 'option', index: 1, error: { ok: false, error: 'EMPTY' } },
        { field: 'option', index: 2, error: { ok: false, error: 'TOO_LONG', limit: 30, length: 31 } },
      ],
    });
  });

  it('refuses an option that repeats an earlier one but for case and space, naming where', () => {
    expect(validatePollCreate({ ...valid, options: ['Banks', 'Miners', ' banks '] }, now)).toEqual({
      ok: false,
      errors: [{ field: 'repeated', index: 2 }],
    });
    expect(repeatedPollOption(['Yes', 'No', 'Maybe'])).toBe(-1);
    expect(repeatedPollOption(['Ja', 'Nej', 'JA'])).toBe(2);
  });
});

describe('option buttons: add disabled at 7, remove only above 2', () => {
  it.each([
    [2, true, false],
    [3, true, true],
    [6, true, true],
    [7, false, true],
  ])('%i options: add %s, remove %s', (count, add, remove) => {
    expect(canAddOption(count)).toBe(add);
    expect(canRemoveOption(count)).toBe(remove);
  });
});

describe('pollResults: whole percents that add up to 100 (largest remainder)', () => {
  const percents = (votes: number[]) =>
    pollResults(votes.map((v, i) => ({ id: `o${i}`, votes: v }))).options.map((o) => o.percent);

  it.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [1, 2],
      [33, 67],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [15, 15, 14, 14, 14, 14, 14],
    ],
    [
      [5, 0],
      [100, 0],
    ],
    [
      [3, 3],
      [50, 50],
    ],
    [
      [1, 1, 2],
      [25, 25, 50],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [
      [997, 2, 1],
      [100, 0, 0],
    ],
  ])('%j votes → %j percent', (votes, expected) => {
    expect(percents(votes)).toEqual(expected);
  });

  it('sums to 100 for many splits', () => {
    for (let a = 0; a <= 12; a++) {
      for (let b = 0; b <= 12; b++) {
        for (let c = 1; c <= 12; c++) {
          expect(percents([a, b, c]).reduce((s, p) => s + p, 0)).toBe(100);
        }
      }
    }
  });

  it('reports the total votes', () => {
    expect(
      pollResults([
        { id: 'a', votes: 4 },
        { id: 'b', votes: 6 },
      ]),
    ).toEqual({
      totalVotes: 10,
      options: [
        { id: 'a', votes: 4, percent: 40 },
        { id: 'b', votes: 6, percent: 60 },
      ],
    });
  });
});

describe('poll state', () => {
  it('is open until endingAt and ended from that instant', () => {
    expect(isPollEnded(at(1), now)).toBe(false);
    expect(isPollEnded(now, now)).toBe(true);
    expect(isPollEnded(at(-1), now)).toBe(true);
  });

  it.each([
    [{ ended: false, userVoted: false, loggedIn: true }, false, 'vote'],
    [{ ended: false, userVoted: true, loggedIn: true }, true, 'results'],
    [{ ended: true, userVoted: false, loggedIn: true }, true, 'results'],
    [{ ended: true, userVoted: false, loggedIn: false }, false, 'blurred'],
    [{ ended: false, userVoted: false, loggedIn: false }, false, 'blurred'],
  ])('%o: results %s, shows %s', (input, results, display) => {
    expect(canSeeResults(input)).toBe(results);
    expect(pollDisplay(input)).toBe(display);
  });

  it.each([
    [{ hasProfile: true, ended: false, userVoted: false }, { ok: true }],
    [
      { hasProfile: false, ended: false, userVoted: false },
      { ok: false, reason: 'PROFILE_REQUIRED' },
    ],
    [
      { hasProfile: true, ended: true, userVoted: false },
      { ok: false, reason: 'POLL_ENDED' },
    ],
    [
      { hasProfile: true, ended: false, userVoted: true },
      { ok: false, reason: 'ALREADY_VOTED' },
    ],
    [
      { hasProfile: true, ended: false, userVoted: false, canInteract: false },
      { ok: false, reason: 'INTERACTION_DISABLED' },
    ],
  ])('canVote(%o) → %o', (input, expected) => {
    expect(canVote(input)).toEqual(expected);
  });
});

describe('timeLeft: days and hours, hours, or minutes (spec section 4)', () => {
  it.each([
    [3 * DAY, { unit: 'daysHours', days: 3, hours: 0 }],
    [2 * DAY + 5 * HOUR + 59 * MIN, { unit: 'daysHours', days: 2, hours: 5 }],
    [DAY, { unit: 'daysHours', days: 1, hours: 0 }],
    [DAY - 1, { unit: 'hours', hours: 23 }],
    [HOUR, { unit: 'hours', hours: 1 }],
    [HOUR - 1, { unit: 'minutes', minutes: 59 }],
    [MIN, { unit: 'minutes', minutes: 1 }],
    [30 * 1000, { unit: 'minutes', minutes: 1 }],
    [0, { unit: 'ended' }],
    [-DAY, { unit: 'ended' }],
  ])('%i ms left → %o', (ms, expected) => {
    expect(timeLeft(at(ms), now)).toEqual(expected);
  });
});
