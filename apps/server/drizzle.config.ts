import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema, timestamped and append-only: never edit one that has landed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
  migrations: { prefix: 'timestamp' },
});
