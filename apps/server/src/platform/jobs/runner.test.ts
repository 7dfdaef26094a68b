import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { defineJob, LEASE_GRACE_MS } from './define.ts';
import { claimJobs, enqueue, jobQueueStats, markJobsDone } from './jobs-repo.ts';
import { T0, TwoRunners } from './jobs-test-kit.ts';

// On PGlite both runners share one in-process database; with HAVN_TEST_DATABASE_URL each has its own pool.
const env = new TwoRunners();
beforeAll(() => env.start());
beforeEach(() => env.reset());
afterAll(() => env.close());

const at = (offsetMs: number) => new Date(new Date(T0).getTime() + offsetMs);

describe('a job enqueued once', () => {
  it('runs once, with runners in two processes claiming side by side', async () => {
    const ran: { n: number; workerId: string }[] = [];
    const job = defineJob<{ n: number }>({
      name: 'test.once',
      handler: async (_ctx, payload, run) => {
        ran.push({ n: payload.n, workerId: run.workerId });
        await sleep(1);
      },
    });
    const count = 60;
    for (let n = 0; n < count; n += 1) await enqueue(env.first, job, { n });

    // Two runners a process make the claims race often: without SKIP LOCKED some job runs twice.
    const runners = [env.first, env.first, env.second, env.second].map((ctx) =>
      env.runner(ctx, [job], [], { concurrency: 2, pollMs: 1 }),
    );
    await expect
      .poll(async () => (await jobQueueStats(env.first.db, env.clock.now())).states.done, { timeout: 10_000 })
      .toBe(count);

    expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(count).keys()]);
    expect(new Set(ran.map((r) => r.workerId))).toEqual(new Set(runners.map((r) => r.workerId)));
    const rows = await env.jobsNamed('test.once');
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1 && row.lockedBy === null)).toBe(
      true,
    );
  });

  // PGlite has one connection: a second claim cannot even start while a transaction is open.
  it.skipIf(!testDatabaseUrl())(
    'is skipped, not waited for, while another process holds it',
    async () => {
      const job = defineJob({ name: 'test.locked', handler: async () => {} });
      const firstId = await enqueue(env.first, job, {});
      const secondId = await enqueue(env.first, job, {});
      const claimed = env.gate();
      const release = env.gate();
      const holding = env.first.db.transaction(async (tx) => {
        const [held] = await claimJobs(tx, [job], 'holder', 1, env.clock.now());
        expect(held?.id).toBe(firstId);
        claimed.open();
        await release.opened;
        throw new Error('roll back: the holder never committed');
      });
      await claimed.opened;
      const other = await claimJobs(env.second.db, [job], 'other', 2, env.clock.now());
      expect(other.map((j) => j.id)).toEqual([secondId]);
      release.open();
      await expect(holding).rejects.toThrow('roll back');
    },
    5000,
  );
});

describe('a failing job', () => {
  it('is retried after a doubling backoff, then succeeds', async () => {
    let calls = 0;
    const job = defineJob({
      name: 'test.flaky',
      retry: { attempts: 3, backoffMs: 1000 },
      handler: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`quote feed down (${calls})`);
      },
    });
    const id = await enqueue(env.first, job, {});
    const runner = env.runner(env.first, [job], [], { pollMs: 60_000 });

    await expect.poll(async () => (await env.job(id)).lastError).toBe('Error: quote feed down (1)');
    expect(await env.job(id)).toMatchObject({ state: 'queued', attempts: 1, runAt: at(1000) });

    env.clock.set(at(999));
    await runner.poll();
    expect(calls).toBe(1);

    env.clock.set(at(1000));
    await runner.poll();
    expect(calls).toBe(2);
    // The second wait is twice the first: 2 s from the second failure.
    await expect.poll(async () => (await env.job(id)).runAt).toEqual(at(3000));

    env.clock.set(at(2999));
    await runner.poll();
    expect(calls).toBe(2);

    env.clock.set(at(3000));
    await runner.poll();
    await expect.poll(async () => (await env.job(id)).state).toBe('done');
    expect(await env.job(id)).toMatchObject({ attempts: 3, finishedAt: at(3000), lockedUntil: null });
  });

  it('fails for good when its attempts are used up, and the stats show it', async () => {
    const job = defineJob({
      name: 'test.broken',
      retry: { attempts: 2, backoffMs: 1000 },
      handler: async () => {
        throw new Error('broker offline');
      },
    });
    const id = await enqueue(env.first, job, {});
    const runner = env.runner(env.first, [job], [], { pollMs: 60_000 });

    await expect.poll(async () => (await env.job(id)).lastError).toBe('Error: broker offline');
    const retrying = await jobQueueStats(env.first.db, env.clock.now());
    expect(retrying.byName).toEqual([
      expect.objectContaining({
        name: 'test.broken',
        queued: 1,
        retrying: 1,
        failed: 0,
        oldestDueAgeMs: null,
      }),
    ]);

    env.clock.set(at(1000));
    await runner.poll();
    await expect.poll(async () => (await env.job(id)).state).toBe('failed');
    expect(await env.job(id)).toMatchObject({
      attempts: 2,
      lastError: 'Error: broker offline',
      finishedAt: at(1000),
      lockedBy: null,
    });

    // Failed for good: later polls leave it alone.
    env.clock.set(at(60_000));
    await runner.poll();
    expect((await env.job(id)).attempts).toBe(2);

    const stats = await jobQueueStats(env.first.db, env.clock.now());
    expect(stats.states).toEqual({ queued: 0, running: 0, done: 0, failed: 1 });
    expect(stats.retrying).toBe(0);
    expect(stats.byName).toEqual([
      {
        name: 'test.broken',
        queued: 0,
        running: 0,
        done: 0,
        failed: 1,
        retrying: 0,
        expiredLeases: 0,
        oldestDueAgeMs: null,
      },
    ]);
  });

  it('fails an attempt that runs past its timeout, aborting its signal', async () => {
    const hang = env.gate();
    let signal: AbortSignal | undefined;
    const job = defineJob({
      name: 'test.slow',
      timeoutMs: 50,
      retry: { attempts: 2, backoffMs: 1000 },
      handler: async (_ctx, _payload, run) => {
        signal = run.signal;
        await hang.opened;
      },
    });
    const id = await enqueue(env.first, job, {});
    env.runner(env.first, [job], [], { pollMs: 60_000 });

    await expect
      .poll(async () => (await env.job(id)).lastError)
      .toBe('JobTimeoutError: timed out after 50 ms');
    expect(await env.job(id)).toMatchObject({ state: 'queued', attempts: 1, runAt: at(1000) });
    expect(signal?.aborted).toBe(true);
    hang.open();
  });
});

describe('jobs that finish together', () => {
  it('are marked done in one statement, each only if its runner still holds that attempt', async () => {
    const job = defineJob({ name: 'test.together', handler: async () => {} });
    const ids = [];
    for (let n = 0; n < 4; n += 1) ids.push(await enqueue(env.first, job, {}));
    const claimed = await claimJobs(env.first.db, [job], 'runner-a', 4, env.clock.now());
    expect(claimed.map((c) => c.id).sort()).toEqual([...ids].sort());
    const [first, second, third, fourth] = claimed;
    const now = at(1_000);
    const marked = await markJobsDone(env.first.db, [
      { job: first!, workerId: 'runner-a', now },
      // Another runner's, or an attempt taken over since: not this runner's to finish.
      { job: second!, workerId: 'runner-b', now },
      { job: { ...third!, attempt: third!.attempt + 1 }, workerId: 'runner-a', now },
      { job: fourth!, workerId: 'runner-a', now },
    ]);
    expect(marked).toEqual([true, false, false, true]);
    expect(await env.job(first!.id)).toMatchObject({ state: 'done', finishedAt: now, lockedBy: null });
    expect(await env.job(second!.id)).toMatchObject({ state: 'running', lockedBy: 'runner-a' });
    expect(await env.job(third!.id)).toMatchObject({ state: 'running', lockedBy: 'runner-a' });
    expect(await env.job(fourth!.id)).toMatchObject({ state: 'done', finishedAt: now });
  });
});

describe('a job whose runner died', () => {
  it('is taken over by another runner once its lease runs out', async () => {
    const hung = env.gate();
    const runs: { attempt: number; workerId: string }[] = [];
    const job = defineJob({
      name: 'test.stuck',
      timeoutMs: 60_000,
      handler: async (_ctx, _payload, run) => {
        runs.push({ attempt: run.attempt, workerId: run.workerId });
        if (run.attempt === 1) await hung.opened;
      },
    });
    const id = await enqueue(env.first, job, {});
    // This runner hangs in the handler, as if its process had died: the row stays running.
    const dead = env.runner(env.first, [job], [], { concurrency: 1 });
    await expect.poll(() => runs.length).toBe(1);
    expect(await env.job(id)).toMatchObject({
      state: 'running',
      lockedBy: dead.workerId,
      lockedUntil: at(60_000 + LEASE_GRACE_MS),
    });

    const rescuer = env.runner(env.second, [job], [], { pollMs: 60_000 });
    await rescuer.poll();
    expect(runs).toHaveLength(1);

    env.clock.set(at(60_000 + LEASE_GRACE_MS));
    const stats = await jobQueueStats(env.first.db, env.clock.now());
    expect(stats).toMatchObject({ states: { running: 1 }, expiredLeases: 1 });

    await rescuer.poll();
    await expect.poll(async () => (await env.job(id)).state).toBe('done');
    expect(runs).toEqual([
      { attempt: 1, workerId: dead.workerId },
      { attempt: 2, workerId: rescuer.workerId },
    ]);

    // The hung attempt finishing late changes nothing: it no longer holds the job.
    hung.open();
    await dead.stop();
    expect(await env.job(id)).toMatchObject({
      state: 'done',
      attempts: 2,
      finishedAt: at(60_000 + LEASE_GRACE_MS),
    });
  });

  it('fails for good when the runner died during its last attempt', async () => {
    const hung = env.gate();
    let calls = 0;
    const job = defineJob({
      name: 'test.stuck-once',
      timeoutMs: 60_000,
      retry: { attempts: 1 },
      handler: async () => {
        calls += 1;
        await hung.opened;
      },
    });
    const id = await enqueue(env.first, job, {});
    const dead = env.runner(env.first, [job], [], { concurrency: 1 });
    await expect.poll(() => calls).toBe(1);

    env.clock.set(at(60_000 + LEASE_GRACE_MS));
    await env.runner(env.second, [job], [], { pollMs: 60_000 }).poll();
    await expect.poll(async () => (await env.job(id)).state).toBe('failed');
    expect(await env.job(id)).toMatchObject({ attempts: 2, lastError: 'lease expired on the last attempt' });
    expect(calls).toBe(1);
    hung.open();
    await dead.stop();
  });
});

describe('stop()', () => {
  it('waits for the running job, then claims nothing more', async () => {
    const hold = env.gate();
    const events: string[] = [];
    const job = defineJob<{ n: number }>({
      name: 'test.hold',
      handler: async (_ctx, payload) => {
        events.push(`start ${payload.n}`);
        await hold.opened;
        events.push(`end ${payload.n}`);
      },
    });
    const first = await enqueue(env.first, job, { n: 1 });
    const runner = env.runner(env.first, [job], [], { concurrency: 1 });
    await expect.poll(() => events).toEqual(['start 1']);

    const stopping = runner.stop().then(() => events.push('stopped'));
    await sleep(50);
    expect(events).toEqual(['start 1']);

    hold.open();
    await stopping;
    expect(events).toEqual(['start 1', 'end 1', 'stopped']);
    expect((await env.job(first)).state).toBe('done');

    const second = await enqueue(env.first, job, { n: 2 });
    await sleep(50);
    expect((await env.job(second)).state).toBe('queued');
  });
});

describe('enqueue', () => {
  it('keeps one queued or running job per singleton key, and frees the key when it is done', async () => {
    const job = defineJob({ name: 'test.single', handler: async () => {} });
    const id = await enqueue(env.first, job, {}, { singletonKey: 'account-1' });
    expect(id).not.toBeNull();
    expect(await enqueue(env.first, job, {}, { singletonKey: 'account-1' })).toBeNull();
    expect(await enqueue(env.first, job, {}, { singletonKey: 'account-2' })).not.toBeNull();

    env.runner(env.first, [job]);
    await expect.poll(async () => (await env.job(id)).state).toBe('done');
    expect(await enqueue(env.first, job, {}, { singletonKey: 'account-1' })).not.toBeNull();
  });

  it('holds a job back until its runAt', async () => {
    let ran = false;
    const job = defineJob({
      name: 'test.later',
      handler: async () => {
        ran = true;
      },
    });
    const id = await enqueue(env.first, job, {}, { runAt: at(5000) });
    const runner = env.runner(env.first, [job], [], { pollMs: 60_000 });
    await runner.poll();
    expect(ran).toBe(false);
    env.clock.set(at(5000));
    await runner.poll();
    await expect.poll(async () => (await env.job(id)).state).toBe('done');
  });

  it('leaves a job no runner knows queued, and the stats show how long it has waited', async () => {
    const known = defineJob({ name: 'test.known', handler: async () => {} });
    await enqueue(env.first, 'test.nobody-runs-this', { n: 1 });
    const runner = env.runner(env.first, [known], [], { pollMs: 60_000 });
    env.clock.set(at(5000));
    await runner.poll();
    const stats = await jobQueueStats(env.first.db, env.clock.now());
    expect(stats.oldestDueAgeMs).toBe(5000);
    expect(stats.byName).toEqual([expect.objectContaining({ name: 'test.nobody-runs-this', queued: 1 })]);
  });
});
