import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

// `npm run db:migrate`: apply pending migrations to the configured database and exit.
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await database.close();
console.log(`migrations applied (${database.driver})`);
