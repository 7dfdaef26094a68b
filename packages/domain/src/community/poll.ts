import {
  POLL_DEFAULT_DAYS,
  POLL_END_CLOCK_SKEW_MS,
  POLL_MAX_DAYS,
  POLL_MAX_OPTIONS,
  POLL_MIN_DAYS,
  POLL_MIN_OPTIONS,
} from '../limits.ts';
import { checkText, type TextError } from './text.ts';

/**
 * Poll rules: the create payload (spec section 5, Content rules; section 9, Polls), the results
 * (section 4, Poll) and the footer's time left.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The composer's length choices: whole days from 1 to 7. */
export const POLL_LENGTH_DAYS: readonly number[] = Array.from(
  { length: POLL_MAX_DAYS - POLL_MIN_DAYS + 1 },
  (_, i) => POLL_MIN_DAYS + i,
);

export interface PollCreateInput {
  /** The question. */
  message: string;
  options: readonly string[];
  /** ISO time or Date; absent means the default length of 3 days. */
  endDate?: string | Date | null;
}

export interface PollCreate {
  question: string;
  options: string[];
  endingAt: Date;
}

export type PollCreateError =
  | { field: 'question'; error: TextError }
  | { field: 'options'; error: 'TOO_FEW' | 'TOO_MANY'; min: number; max: number }
  | { field: 'option'; index: number; error: TextError }
  /** An option the same as one before it, but for case and surrounding space. */
  | { field: 'repeated'; index: number }
  | { field: 'endDate'; error: 'INVALID_DATE' | 'TOO_SOON' | 'TOO_LATE' };

export type PollCreateCheck = { ok: true; value: PollCreate } | { ok: false; errors: PollCreateError[] };

/** When a poll created at `now` ends: `endDate` as given, else 3 days from now. */
export function pollEndingAt(now: Date, endDate?: Date | null): Date {
  return endDate ?? new Date(now.getTime() + POLL_DEFAULT_DAYS * DAY_MS);
}

/** The end date for a length choice of `days` whole days. */
export function pollEndDateForDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * An end date must lie 1 to 7 days after `now`, both inclusive. The client picks it from its own
 * clock, so a minute of skew either side is allowed rather than refusing "1 day" from a slow clock.
 */
export function checkPollEndDate(now: Date, endDate: Date): 'INVALID_DATE' | 'TOO_SOON' | 'TOO_LATE' | null {
  const ms = endDate.getTime();
  if (Number.isNaN(ms)) return 'INVALID_DATE';
  const ahead = ms - now.getTime();
  if (ahead < POLL_MIN_DAYS * DAY_MS - POLL_END_CLOCK_SKEW_MS) return 'TOO_SOON';
  if (ahead > POLL_MAX_DAYS * DAY_MS + POLL_END_CLOCK_SKEW_MS) return 'TOO_LATE';
  return null;
}

/**
 * Validate a create-poll payload. Every option must be non-blank: the composer drops or refuses
 * empty option fields before sending, so a blank option reaching here is a client fault to name.
 */
export function validatePollCreate(input: PollCreateInput, now: Date): PollCreateCheck {
  const errors: PollCreateError[] = [];
  const question = checkText('pollQuestion', input.message);
  if (!question.ok) errors.push({ field: 'question', error: question });

  const count = input.options.length;
  if (count < POLL_MIN_OPTIONS || count > POLL_MAX_OPTIONS) {
    errors.push({
      field: 'options',
      error: count < POLL_MIN_OPTIONS ? 'TOO_FEW' : 'TOO_MANY',
      min: POLL_MIN_OPTIONS,
      max: POLL_MAX_OPTIONS,
    });
  }
  const options: string[] = [];
  input.options.forEach((text, index) => {
    const option = checkText('pollOption', text);
    if (option.ok) options.push(option.value);
    else errors.push({ field: 'option', index, error: option });
  });

  const repeated = repeatedPollOption(options);
  if (repeated >= 0) errors.push({ field: 'repeated', index: repeated });

  let endDate: Date | null = null;
  if (input.endDate !== undefined && input.endDate !== null) {
    endDate = typeof input.endDate === 'string' ? parseIsoTime(input.endDate) : input.endDate;
    const endError = checkPollEndDate(now, endDate);
    if (endError) errors.push({ field: 'endDate', error: endError });
  }

  if (errors.length > 0 || !question.ok) return { ok: false, errors };
  return { ok: true, value: { question: question.value, options, endingAt: pollEndingAt(now, endDate) } };
}

/**
 * The place of the first option that repeats an earlier one, but for case and surrounding space
 * ("Yes" and " yes"), or -1: a vote between two equal answers splits what one answer would count.
 */
export function repeatedPollOption(options: readonly string[]): number {
  const seen = new Set<string>();
  return options.findIndex((option) => {
    const key = option.normalize('NFC').trim().toLocaleLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

// Only full ISO 8601 times with a zone: `Date` would otherwise read "2025-09-01" as UTC midnight and
// "09/01/2025" as local time, and the poll's end would depend on where the server runs.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
function parseIsoTime(value: string): Date {
  return ISO_TIME.test(value) ? new Date(value) : new Date(Number.NaN);
}

/** The add-option button is disabled at the maximum. */
export function canAddOption(count: number): boolean {
  return count < POLL_MAX_OPTIONS;
}

/** Options can be removed while there are more than the minimum. */
export function canRemoveOption(count: number): boolean {
  return count > POLL_MIN_OPTIONS;
}

export interface PollOptionVotes {
  id: string;
  votes: number;
}

export interface PollResults {
  totalVotes: number;
  options: { id: string; votes: number; percent: number }[];
}

/**
 * Percent bars as whole numbers that add up to exactly 100 (largest remainder): each option gets its
 * floor, then the leftover points go to the largest remainders, ties to the option with more votes,
 * then to the earlier option. With no votes every option shows 0.
 */
export function pollResults(options: readonly PollOptionVotes[]): PollResults {
  const totalVotes = options.reduce((sum, o) => sum + o.votes, 0);
  if (totalVotes === 0) return { totalVotes, options: options.map((o) => ({ ...o, percent: 0 })) };
  // Integer arithmetic: votes * 100 split into quotient and remainder of totalVotes.
  const shares = options.map((o, index) => ({
    index,
    votes: o.votes,
    floor: Math.floor((o.votes * 100) / totalVotes),
    remainder: (o.votes * 100) % totalVotes,
  }));
  let leftover = 100 - shares.reduce((sum, s) => sum + s.floor, 0);
  const percent = shares.map((s) => s.floor);
  const order = [...shares].sort(
    (a, b) => b.remainder - a.remainder || b.votes - a.votes || a.index - b.index,
  );
  for (const share of order) {
    if (leftover === 0) break;
    percent[share.index] = share.floor + 1;
    leftover--;
  }
  return {
    totalVotes,
    options: options.map((o, i) => ({ id: o.id, votes: o.votes, percent: percent[i] ?? 0 })),
  };
}

/** A poll is open until `endingAt`, and ended from that instant on. */
export function isPollEnded(endingAt: Date, now: Date): boolean {
  return now.getTime() >= endingAt.getTime();
}

/** Results show after the poll ends or after the user voted; never to a logged-out visitor. */
export function canSeeResults(input: { ended: boolean; userVoted: boolean; loggedIn: boolean }): boolean {
  return input.loggedIn && (input.ended || input.userVoted);
}

/**
 * What the poll body shows: the percent bars, the options to vote on, or (logged out) blurred
 * results with a join prompt.
 */
export function pollDisplay(input: {
  ended: boolean;
  userVoted: boolean;
  loggedIn: boolean;
}): 'results' | 'vote' | 'blurred' {
  if (!input.loggedIn) return 'blurred';
  return canSeeResults(input) ? 'results' : 'vote';
}

export type VoteRefusal = 'PROFILE_REQUIRED' | 'POLL_ENDED' | 'ALREADY_VOTED' | 'INTERACTION_DISABLED';

/** May this viewer vote now? A vote is final: there is no changing it once cast. */
export function canVote(input: {
  hasProfile: boolean;
  ended: boolean;
  userVoted: boolean;
  canInteract?: boolean;
}): { ok: true } | { ok: false; reason: VoteRefusal } {
  if (input.canInteract === false) return { ok: false, reason: 'INTERACTION_DISABLED' };
  if (input.ended) return { ok: false, reason: 'POLL_ENDED' };
  if (!input.hasProfile) return { ok: false, reason: 'PROFILE_REQUIRED' };
  if (input.userVoted) return { ok: false, reason: 'ALREADY_VOTED' };
  return { ok: true };
}

export type TimeLeft =
  | { unit: 'daysHours'; days: number; hours: number }
  | { unit: 'hours'; hours: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'ended' };

/**
 * The footer's time left: days and hours from one day, hours from one hour, else minutes. Units are
 * rounded down, except that the last minute shows as 1 minute rather than 0 while the poll is open.
 */
export function timeLeft(endingAt: Date, now: Date): TimeLeft {
  const ms = endingAt.getTime() - now.getTime();
  if (ms <= 0) return { unit: 'ended' };
  if (ms >= DAY_MS) {
    return { unit: 'daysHours', days: Math.floor(ms / DAY_MS), hours: Math.floor((ms % DAY_MS) / HOUR_MS) };
  }
  if (ms >= HOUR_MS) return { unit: 'hours', hours: Math.floor(ms / HOUR_MS) };
  return { unit: 'minutes', minutes: Math.max(1, Math.floor(ms / MINUTE_MS)) };
}
