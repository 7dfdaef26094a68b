import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseConnectError } from './db/client.ts';
import { trackRequestsInFlight } from './platform/in-flight.ts';
import { createContext } from './start.ts';

// Reads config, opens the database, listens; nothing else.
async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  const inFlight = trackRequestsInFlight(app);
  await app.listen({ port: config.port, host: config.host });
  ctx.log.info(`Havn is running on ${config.publicOrigin} (database: ${ctx.database.driver})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.log.info({ signal }, 'shutting down: draining requests in flight');
    await app.close();
    await inFlight.drained(10_000);
    await ctx.bus.close();
    await ctx.database.close();
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
