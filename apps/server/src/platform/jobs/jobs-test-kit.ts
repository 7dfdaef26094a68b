import { startTestServer, type TestServer } from '@havn/testkit';
import { eq } from 'drizzle-orm';
import { ManualClock } from '../../clock.ts';
import { testDatabaseUrl } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { jobSchedules, jobs } from '../../db/schema/jobs.ts';
import type { AnyJobDefinition, AnyScheduleDefinition } from './define.ts';
import { type JobRunner, type JobRunnerOptions, startJobRunner } from './runner.ts';

/** Where the jobs tests start: a pinned clock, moved by hand. */
export const T0 = '2026-11-24T10:00:00.250Z';

/**
 * Two "processes" on one database for the jobs tests: on a real PostgreSQL two test servers with a
 * pool each on one database; on PGlite (one process by nature) one server whose context both runners
 * share. Runners started through `runner` are stopped after each test, before the database closes.
 */
export class TwoRunners {
  readonly clock = new ManualClock(T0);
  #first: TestServer | undefined;
  #second: TestServer | undefined;
  #runners: JobRunner[] = [];
  #gates: (() => void)[] = [];

  get first(): AppContext {
    return this.#first!.ctx;
  }
  get second(): AppContext {
    return (this.#second ?? this.#first)!.ctx;
  }

  async start(): Promise<void> {
    this.#first = await startTestServer({ clock: this.clock });
    if (testDatabaseUrl()) {
      this.#second = await startTestServer({
        clock: this.clock,
        config: { databaseUrl: this.#first.ctx.config.databaseUrl },
      });
    }
  }

  /** A clean queue and a clock back at T0. */
  async reset(): Promise<void> {
    await this.stopRunners();
    this.clock.set(T0);
    await this.first.db.delete(jobs);
    await this.first.db.delete(jobSchedules);
  }

  runner(
    ctx: AppContext,
    jobList: readonly AnyJobDefinition[],
    schedules: readonly AnyScheduleDefinition[] = [],
    options: JobRunnerOptions = {},
  ): JobRunner {
    const runner = startJobRunner(ctx, jobList, schedules, { pollMs: 5, ...options });
    this.#runners.push(runner);
    return runner;
  }

  /** A promise the test opens by hand (a handler waits on it to stay running); opened for it on reset. */
  gate(): { opened: Promise<void>; open(): void } {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.#gates.push(open);
    return { opened, open };
  }

  /** Stops the runners, first opening every gate so no handler keeps stop() waiting. */
  async stopRunners(): Promise<void> {
    for (const open of this.#gates.splice(0)) open();
    const runners = this.#runners.splice(0);
    await Promise.all(runners.map((r) => r.stop()));
  }

  async close(): Promise<void> {
    await this.stopRunners();
    await this.#second?.close();
    await this.#first?.close();
  }

  async job(id: number | null) {
    const [row] = await this.first.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id ?? -1));
    if (!row) throw new Error(`no job ${id}`);
    return row;
  }

  jobsNamed(name: string) {
    return this.first.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
  }
}
