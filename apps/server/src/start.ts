import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { startBackgroundJobs } from './background-jobs.ts';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { backfillNameSkeletons, communityPorts } from './community/index.ts';
import { createTranslationProvider } from './community/translation/translator.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { identityPorts } from './identity/index.ts';
import { loadInstrumentUniverse } from './market-data/instruments/universe.ts';
import { startPriceTicker } from './market-data/price-ticker.ts';
import { simulatedMarketData } from './market-data/simulated-provider.ts';
import { databaseEventBus } from './platform/pg-event-bus.ts';
import { startSessionCache } from './platform/session-cache.ts';
import { createStorage } from './platform/storage/storage.ts';
import { combinedAudience } from './platform/stream/audience.ts';
import { seedDemoEvents } from './seed/demo-events.ts';
import { seedDemoIfEmpty } from './seed/demo-seed.ts';
import { seedDemoSupport } from './seed/demo-support.ts';
import { supportStreamAudience } from './site/support/stream-audience.ts';

/** Opens the database, applies migrations and (when configured) seeds the demo: a ready context. */
export async function createContext(
  config: Config,
  clock: Clock = systemClock,
  log: FastifyBaseLogger = pino({ level: config.logLevel }),
  onQuery?: (sql: string) => void,
): Promise<AppContext> {
  const database = await openDatabase({ ...config, onQuery });
  await database.migrate();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    log,
    // PostgreSQL LISTEN/NOTIFY, or PGlite's own (one process, same commit-only delivery): one code path.
    bus: await databaseEventBus({ database, log }),
    sessionCache: await startSessionCache({ database, log }),
    storage: createStorage(config.storage),
    translator: createTranslationProvider(config.translation, log),
    marketData: simulatedMarketData(database.db, clock, { hours: config.marketHours }),
    ports: {
      ...communityPorts,
      ...identityPorts,
      streamAudience: combinedAudience(communityPorts.streamAudience, supportStreamAudience),
    },
  };
  await loadInstrumentUniverse(ctx);
  if (config.seedDemo) {
    await seedDemoIfEmpty(ctx);
    await seedDemoEvents(ctx);
    await seedDemoSupport(ctx);
  }
  await backfillNameSkeletons(ctx);
  if (config.priceTicker) startPriceTicker(ctx);
  // Background jobs from the queue; tests (testConfig) run due jobs themselves unless they ask.
  if (config.jobs.run) await startBackgroundJobs(ctx);
  return ctx;
}
