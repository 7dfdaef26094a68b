import { describe, expect, it } from 'vitest';
import { defineJob, defineSchedule, JobDefinitionError, retryDelayMs } from './define.ts';

describe('retryDelayMs: the wait doubles after each failed attempt, up to the cap', () => {
  const retry = { attempts: 10, backoffMs: 1000, maxBackoffMs: 10_000 };
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 10_000],
    [9, 10_000],
  ])('after attempt %i waits %i ms', (failedAttempt, waitMs) => {
    expect(retryDelayMs(retry, failedAttempt)).toBe(waitMs);
  });
});

describe('defineJob and defineSchedule', () => {
  const handler = async () => {};

  it('fills in the default retry and timeout', () => {
    const job = defineJob({ name: 'alerts.check', handler, retry: { attempts: 5 } });
    expect(job.retry).toEqual({ attempts: 5, backoffMs: 1000, maxBackoffMs: 3_600_000 });
    expect(job.timeoutMs).toBe(60_000);
  });

  it.each([
    ['an upper-case name', { name: 'Alerts', handler }],
    ['no attempts', { name: 'alerts.check', handler, retry: { attempts: 0 } }],
    [
      'a cap below the backoff',
      { name: 'alerts.check', handler, retry: { backoffMs: 5000, maxBackoffMs: 1000 } },
    ],
    ['a zero timeout', { name: 'alerts.check', handler, timeoutMs: 0 }],
  ])('refuses %s', (_name, spec) => {
    expect(() => defineJob(spec)).toThrow(JobDefinitionError);
  });

  it('gives a schedule without a payload function the slot it runs for', () => {
    const job = defineJob({ name: 'ratings.compute', handler });
    const schedule = defineSchedule({ name: 'ratings.daily', job, every: { dayAt: '02:00' } });
    expect(schedule.payload(new Date('2026-11-24T02:00:00.000Z'))).toEqual({
      slotAt: '2026-11-24T02:00:00.000Z',
    });
    expect(schedule.overlap).toBe('skip');
  });

  it('takes a service call that resolves to something as the handler', () => {
    const computeRatings = async () => new Map([['astrid', 4]]);
    const job = defineJob({ name: 'ratings.compute', handler: () => computeRatings() });
    expect(job.name).toBe('ratings.compute');
  });

  it('needs a payload function for a job whose payload is not the slot (a type error otherwise)', () => {
    const job = defineJob<{ month: string }>({ name: 'savings.monthly', handler });
    // @ts-expect-error the job wants { month }, and without a payload function it would get { slotAt }
    const schedule = defineSchedule({ name: 'savings.monthly', job, every: { monthOnDay: 25, at: '06:00' } });
    expect(schedule.job).toBe(job);
  });

  it('builds a schedule’s payload with its payload function', () => {
    const job = defineJob<{ month: string }>({ name: 'savings.monthly', handler });
    const schedule = defineSchedule({
      name: 'savings.monthly',
      job,
      every: { monthOnDay: 25, at: '06:00' },
      payload: (slotAt) => ({ month: slotAt.toISOString().slice(0, 7) }),
      overlap: 'queue',
    });
    expect(schedule.payload(new Date('2026-11-25T06:00:00.000Z'))).toEqual({ month: '2026-11' });
  });
});
