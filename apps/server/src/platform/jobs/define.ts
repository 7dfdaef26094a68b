import type { AppContext } from '../../context.ts';
import { assertCadence, type Cadence, HOUR_MS } from './cadence.ts';

/** What a handler learns about the run it is in. */
export interface JobRun {
  jobId: number;
  /** 1 on the first attempt; a retry, or a takeover after a runner died, counts up. */
  attempt: number;
  /** The runner that claimed it (host:pid:random), for logs. */
  workerId: string;
  /** Aborted when the attempt times out: a handler that can stop early should listen. */
  signal: AbortSignal;
}

/**
 * Runs a job. A job can run more than once: after its runner died mid-run (the lease ran out), or when
 * it finished but marking it done failed. Write handlers so a second run changes nothing (a unique
 * reference per effect, as the ledger does), and let them throw to ask for a retry. What it resolves
 * to is ignored, so a service call can be the handler as it is.
 */
export type JobHandler<P> = (ctx: AppContext, payload: P, run: JobRun) => Promise<unknown>;

export interface RetryPolicy {
  /** Attempts in all, the first included: 1 means never retried. */
  attempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  backoffMs: number;
  /** The longest wait between attempts. */
  maxBackoffMs: number;
}

export interface JobDefinition<P> {
  readonly name: string;
  readonly handler: JobHandler<P>;
  readonly retry: RetryPolicy;
  /**
   * How long one attempt may take. Past it the attempt counts as failed and its signal aborts; the
   * lease lasts this long plus LEASE_GRACE_MS, so no other runner starts it while it may still run.
   */
  readonly timeoutMs: number;
}

/** A job whose payload type is forgotten: what the runner holds in its list. */
export type AnyJobDefinition = JobDefinition<never>;

/** What a scheduled job receives when its schedule has no payload function: the slot it runs for. */
export interface SlotPayload {
  /** The slot's time, ISO 8601 UTC: a daily job's day, a monthly job's month. */
  slotAt: string;
}

export interface ScheduleDefinition<P> {
  readonly name: string;
  readonly job: JobDefinition<P>;
  readonly every: Cadence;
  readonly payload: (slotAt: Date) => P;
  /**
   * 'skip' (the default): a slot is passed over while the previous run is still queued or running, so
   * a slow every-second job never piles up. 'queue': every slot gets its run (money that is due each
   * month must not be skipped because last month's run is retrying).
   */
  readonly overlap: 'skip' | 'queue';
}

/** A schedule whose payload type is forgotten. */
export interface AnyScheduleDefinition {
  readonly name: string;
  readonly job: AnyJobDefinition;
  readonly every: Cadence;
  readonly payload: (slotAt: Date) => unknown;
  readonly overlap: 'skip' | 'queue';
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 1000, maxBackoffMs: HOUR_MS };
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Added to a job's timeout for its lease: time for a timed-out attempt to be marked failed. */
export const LEASE_GRACE_MS = 30_000;

const JOB_NAME = /^[a-z0-9][a-z0-9._:-]{0,99}$/;

export class JobDefinitionError extends Error {}

export interface JobSpec<P> {
  /** Unique among jobs, kebab-case by habit (`ratings.compute`); it is stored with each queued job. */
  name: string;
  handler: JobHandler<P>;
  retry?: Partial<RetryPolicy>;
  timeoutMs?: number;
}

export function defineJob<P>(spec: JobSpec<P>): JobDefinition<P> {
  assertName(spec.name);
  const retry = { ...DEFAULT_RETRY, ...spec.retry };
  if (!Number.isInteger(retry.attempts) || retry.attempts < 1) {
    throw new JobDefinitionError(`${spec.name}: retry.attempts must be an integer of 1 or more`);
  }
  if (!(retry.backoffMs >= 0 && retry.maxBackoffMs >= retry.backoffMs)) {
    throw new JobDefinitionError(`${spec.name}: retry needs 0 ≤ backoffMs ≤ maxBackoffMs`);
  }
  const timeoutMs = spec.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    throw new JobDefinitionError(`${spec.name}: timeoutMs must be a positive integer`);
  }
  return { name: spec.name, handler: spec.handler, retry, timeoutMs };
}

interface ScheduleSpecBase {
  /** Unique among schedules; the key of its row in job_schedules, so renaming one starts it afresh. */
  name: string;
  every: Cadence;
  overlap?: 'skip' | 'queue';
}

/** A schedule without a payload function: its job gets `{ slotAt }`. */
export function defineSchedule(
  spec: ScheduleSpecBase & { job: JobDefinition<SlotPayload> },
): ScheduleDefinition<SlotPayload>;
export function defineSchedule<P>(
  spec: ScheduleSpecBase & { job: JobDefinition<P>; payload: (slotAt: Date) => P },
): ScheduleDefinition<P>;
export function defineSchedule<P>(
  spec: ScheduleSpecBase & { job: JobDefinition<P>; payload?: (slotAt: Date) => P },
): ScheduleDefinition<P> {
  assertName(spec.name);
  assertCadence(spec.every);
  // Without a payload function the overload above has made P the SlotPayload.
  const slotPayload = (slotAt: Date) => ({ slotAt: slotAt.toISOString() }) as P;
  return {
    name: spec.name,
    job: spec.job,
    every: spec.every,
    payload: spec.payload ?? slotPayload,
    overlap: spec.overlap ?? 'skip',
  };
}

/** The wait before attempt `failedAttempt + 1`: backoffMs, doubled per further failure, capped. */
export function retryDelayMs(retry: RetryPolicy, failedAttempt: number): number {
  return Math.min(retry.backoffMs * 2 ** Math.max(0, failedAttempt - 1), retry.maxBackoffMs);
}

function assertName(name: string): void {
  if (!JOB_NAME.test(name)) {
    throw new JobDefinitionError(
      `'${name}' is not a job or schedule name: lower-case letters, digits and . _ : -, up to 100`,
    );
  }
}
