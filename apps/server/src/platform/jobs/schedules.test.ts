import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobSchedules, jobs } from '../../db/schema/jobs.ts';
import { DAY_MS, HOUR_MS, SECOND_MS } from './cadence.ts';
import { defineJob, defineSchedule, type SlotPayload } from './define.ts';
import { enqueue } from './jobs-repo.ts';
import { T0, TwoRunners } from './jobs-test-kit.ts';

const env = new TwoRunners();
beforeAll(() => env.start());
beforeEach(() => env.reset());
afterAll(() => env.close());

const at = (offsetMs: number) => new Date(new Date(T0).getTime() + offsetMs);

async function scheduleRow(name: string) {
  const [row] = await env.first.db.select().from(jobSchedules).where(eq(jobSchedules.name, name));
  return row;
}

describe('a schedule', () => {
  it('fires once per slot with two runners, starting at the slot after it first appears', async () => {
    const slots: string[] = [];
    const tickJob = defineJob<SlotPayload>({
      name: 'test.tick',
      handler: async (_ctx, payload) => {
        slots.push(payload.slotAt);
      },
    });
    const everySecond = defineSchedule({ name: 'test.every-second', job: tickJob, every: SECOND_MS });
    const a = env.runner(env.first, [], [everySecond], { pollMs: 60_000 });
    const b = env.runner(env.second, [], [everySecond], { pollMs: 60_000 });

    await Promise.all([a.poll(), b.poll()]);
    // New: the current slot (10:00:00) is only recorded, it does not fire.
    expect(await scheduleRow('test.every-second')).toMatchObject({ lastSlotAt: at(-250), lastJobId: null });
    expect(await env.jobsNamed('test.tick')).toHaveLength(0);

    for (let second = 1; second <= 5; second += 1) {
      env.clock.set(at(second * 1000 - 250 + 100));
      // Both runners race for the slot, twice each.
      await Promise.all([a.poll(), b.poll(), a.poll(), b.poll()]);
      await expect
        .poll(async () => (await env.jobsNamed('test.tick')).filter((j) => j.state === 'done').length)
        .toBe(second);
    }
    await Promise.all([a.poll(), b.poll()]);

    expect(slots).toEqual([1, 2, 3, 4, 5].map((s) => `2026-11-24T10:00:0${s}.000Z`));
    const rows = await env.jobsNamed('test.tick');
    expect(rows).toHaveLength(5);
    expect(await scheduleRow('test.every-second')).toMatchObject({
      lastSlotAt: at(4750),
      lastJobId: rows[4]!.id,
    });
  });

  it('passes over a slot while its last run is unfinished (overlap skip)', async () => {
    const hold = env.gate();
    const slots: string[] = [];
    const job = defineJob<SlotPayload>({
      name: 'test.slow-tick',
      handler: async (_ctx, payload) => {
        slots.push(payload.slotAt);
        if (slots.length === 1) await hold.opened;
      },
    });
    const schedule = defineSchedule({ name: 'test.slow-tick', job, every: SECOND_MS });
    const a = env.runner(env.first, [], [schedule], { pollMs: 60_000 });
    const b = env.runner(env.second, [], [schedule], { pollMs: 60_000 });
    await Promise.all([a.poll(), b.poll()]);

    env.clock.set(at(1000));
    await Promise.all([a.poll(), b.poll()]);
    await expect.poll(() => slots).toEqual(['2026-11-24T10:00:01.000Z']);

    env.clock.set(at(2000));
    await Promise.all([a.poll(), b.poll()]);
    expect(await env.jobsNamed('test.slow-tick')).toHaveLength(1);
    expect(await scheduleRow('test.slow-tick')).toMatchObject({ lastSlotAt: at(1750), lastJobId: null });

    hold.open();
    await expect.poll(async () => (await env.jobsNamed('test.slow-tick'))[0]?.state).toBe('done');
    env.clock.set(at(3000));
    await Promise.all([a.poll(), b.poll()]);
    await expect.poll(() => slots).toEqual(['2026-11-24T10:00:01.000Z', '2026-11-24T10:00:03.000Z']);
  });

  it('queues every slot with overlap queue, even while the last run is unfinished', async () => {
    const hold = env.gate();
    const slots: string[] = [];
    const job = defineJob<SlotPayload>({
      name: 'test.every-slot',
      handler: async (_ctx, payload) => {
        slots.push(payload.slotAt);
        await hold.opened;
      },
    });
    const schedule = defineSchedule({ name: 'test.every-slot', job, every: SECOND_MS, overlap: 'queue' });
    const runner = env.runner(env.first, [], [schedule], { pollMs: 60_000, concurrency: 2 });
    await runner.poll();
    env.clock.set(at(1000));
    await runner.poll();
    env.clock.set(at(2000));
    await runner.poll();
    await expect.poll(() => slots).toEqual(['2026-11-24T10:00:01.000Z', '2026-11-24T10:00:02.000Z']);
  });

  it('fires a missed slot once when the cluster comes back, not every missed one', async () => {
    const slots: string[] = [];
    const job = defineJob<SlotPayload>({
      name: 'test.daily',
      handler: async (_ctx, payload) => {
        slots.push(payload.slotAt);
      },
    });
    const daily = defineSchedule({ name: 'test.daily', job, every: { dayAt: '02:00' } });
    await env.runner(env.first, [], [daily]).poll();
    await env.stopRunners();

    // Down for three days; back at 09:00.
    env.clock.set('2026-11-27T09:00:00.000Z');
    const a = env.runner(env.first, [], [daily]);
    const b = env.runner(env.second, [], [daily]);
    await Promise.all([a.poll(), b.poll()]);
    await expect.poll(() => slots).toEqual(['2026-11-27T02:00:00.000Z']);
  });
});

describe('the queue’s retention', () => {
  it('deletes done jobs after a day and failed ones after thirty, hourly', async () => {
    const job = defineJob({ name: 'test.kept', handler: async () => {} });
    const ids: Record<string, number> = {};
    const finished = {
      doneYesterday: ['done', at(-DAY_MS - 1)],
      doneThisMorning: ['done', at(-HOUR_MS)],
      failedYesterday: ['failed', at(-DAY_MS - 1)],
      failedLastMonth: ['failed', at(-30 * DAY_MS - 1)],
      queued: ['queued', null],
    } as const;
    for (const [key, [state, finishedAt]] of Object.entries(finished)) {
      const id = (await enqueue(env.first, job, {}))!;
      await env.first.db.update(jobs).set({ state, finishedAt }).where(eq(jobs.id, id));
      ids[key] = id;
    }

    // The built-in retention schedule is hourly: it fires at 11:00.
    const runner = env.runner(env.first, [], [], { pollMs: 60_000 });
    await runner.poll();
    env.clock.set('2026-11-24T11:00:00.000Z');
    await runner.poll();
    await expect.poll(async () => (await env.jobsNamed('jobs.retention'))[0]?.state).toBe('done');

    const left = (await env.jobsNamed('test.kept')).map((row) => row.id);
    expect(left).toEqual([ids.doneThisMorning, ids.failedYesterday, ids.queued]);
  });
});
