import type { FastifyBaseLogger } from 'fastify';
import type { EidStepUp } from './accounts-and-money/ports.ts';
import type { Clock } from './clock.ts';
import type { TranslationProvider } from './community/translation/translator.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { CommunityProfileLookup } from './identity/index.ts';
import type { MarketDataProvider } from './market-data/provider.ts';
import type { EventBus } from './platform/event-bus.ts';
import type { RunningSessionCache } from './platform/session-cache.ts';
import type { Storage } from './platform/storage/storage.ts';
import type { StreamAudience } from './platform/stream/audience.ts';

/**
 * What one context needs of another that it may not import (the arrows point one way): each port is
 * declared by the context that uses it and implemented by the one that knows, wired in start.ts.
 */
export interface Ports {
  communityProfiles: CommunityProfileLookup;
  streamAudience: StreamAudience;
  eidStepUp: EidStepUp;
}

/** One object holding every dependency; endpoints and services receive it, tests build their own. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: EventBus;
  /** Who calls, kept per process and forgotten on the database's word (platform/session-cache.ts). */
  sessionCache: RunningSessionCache;
  storage: Storage;
  translator: TranslationProvider;
  marketData: MarketDataProvider;
  ports: Ports;
}
