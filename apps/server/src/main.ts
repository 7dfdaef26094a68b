import { buildApp } from './app.ts';
import { stopBackgroundJobs } from './background-jobs.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseConnectError } from './db/client.ts';
import { drainServer, SHUTDOWN_CLEANUP_MS } from './platform/http/shutdown.ts';
import { type MetricsServer, serveMetrics } from './platform/metrics/metrics-server.ts';
import { createContext } from './start.ts';

// Reads config, opens the database, listens; on SIGTERM drains within the grace and exits.
async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  let metricsServer: MetricsServer | null = null;
  if (app.metrics && config.metrics) {
    metricsServer = await serveMetrics(app.metrics.registry, config.metrics, ctx.log);
  }
  ctx.log.info(`Havn is running on ${config.publicOrigin} (database: ${ctx.database.driver})`);

  let draining = false;
  const shutdown = async (signal: string) => {
    if (draining) {
      // A second signal (Ctrl-C twice) means now.
      ctx.log.warn({ signal }, 'shutting down: second signal, exiting without waiting');
      process.exit(1);
    }
    draining = true;
    // Whatever hangs (a stuck query holding the pool, a close that never calls back), the process
    // leaves by this time. Unref'd: a drain that finishes sooner exits sooner.
    const deadlineMs = config.shutdownGraceMs + SHUTDOWN_CLEANUP_MS;
    setTimeout(() => {
      ctx.log.error({ deadlineMs }, 'shutting down: the drain did not finish in time, exiting');
      process.exit(1);
    }, deadlineMs).unref();
    ctx.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining');
    try {
      // No new background jobs from this process; what it runs gets a moment, then runs elsewhere.
      const jobsStopped = stopBackgroundJobs(ctx);
      const { cut } = await drainServer(app, config.shutdownGraceMs);
      await jobsStopped;
      if (cut > 0) ctx.log.warn({ cut }, 'shutting down: cut requests still running after the grace');
      await metricsServer?.close();
      // A LibreTranslate started beside the app (LIBRETRANSLATE_COMMAND) stops with it, meanwhile.
      const translatorStopped = ctx.translator.close?.();
      await ctx.bus.close();
      await ctx.sessionCache.close();
      await ctx.database.close();
      await translatorStopped;
    } catch (error) {
      ctx.log.error({ err: error }, 'shutting down: failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseConnectError) {
    console.error(`havn: ${error.message}`);
  } else {
    console.error('havn: failed to start:', error);
  }
  process.exit(1);
});
