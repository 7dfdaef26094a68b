import { api, type PlatformStatus } from '@havn/contract';
import { maintenanceAt, nextMaintenance } from '@havn/domain';
import type { AppContext } from '../../context.ts';
import { pingDatabase } from '../../db/client.ts';
import { jobQueueStats } from '../jobs/index.ts';
import { route } from '../route.ts';

type Component = PlatformStatus['components'][number];

/** A component that does not answer in this long is shown as down. */
const ANSWER_MS = 2000;
/** A due job waiting longer than this means the background work is behind. */
const JOBS_BEHIND_MS = 5 * 60_000;

async function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), ANSWER_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(check: () => Promise<Component['status']>): Promise<Component['status']> {
  try {
    return await withinTime(check());
  } catch {
    return 'DOWN';
  }
}

/** Each component as a customer would care about it, checked side by side. */
async function components(ctx: AppContext, inMaintenance: boolean): Promise<Component[]> {
  const [database, marketData, backgroundJobs] = await Promise.all([
    probe(async () => {
      await pingDatabase(ctx.db);
      return 'OK';
    }),
    probe(async () => ((await ctx.marketData.indicators()).length > 0 ? 'OK' : 'DEGRADED')),
    probe(async () => {
      const stats = await jobQueueStats(ctx.db, ctx.clock.now());
      const behind = stats.byName.some((job) => (job.oldestDueAgeMs ?? 0) > JOBS_BEHIND_MS);
      return behind ? 'DEGRADED' : 'OK';
    }),
  ]);
  return [
    { name: 'database', status: database },
    { name: 'trading', status: inMaintenance ? 'MAINTENANCE' : database === 'OK' ? 'OK' : 'DOWN' },
    { name: 'marketData', status: marketData },
    { name: 'backgroundJobs', status: backgroundJobs },
    { name: 'translation', status: ctx.config.translation.provider === 'none' ? 'OFF' : 'OK' },
  ];
}

/** GET /api/status: the platform as the status page shows it (api.md, Platform). */
export const statusRoute = route(api.platform.status, async ({ ctx, reply }) => {
  const now = ctx.clock.now();
  const inMaintenance = maintenanceAt(ctx.config.maintenance, now) !== null;
  const parts = await components(ctx, inMaintenance);
  const next = nextMaintenance(ctx.config.maintenance, now);
  reply.header('cache-control', 'no-store');
  return {
    status: inMaintenance
      ? 'MAINTENANCE'
      : parts.some((part) => part.status === 'DOWN' || part.status === 'DEGRADED')
        ? 'DEGRADED'
        : 'OK',
    components: parts,
    ...(next ? { nextMaintenance: { start: next.start.toISOString(), end: next.end.toISOString() } } : {}),
  } satisfies PlatformStatus;
});
