import { count } from 'drizzle-orm';
import { runDueJobs } from '../background-jobs.ts';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/users.ts';
import { registerCustomer } from '../identity/auth-service.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoCommunity } from './demo-community.ts';
import { seedDemoOnboarding } from './demo-onboarding.ts';
import { seedDemoPortfolios } from './demo-portfolios.ts';

/** The demo customers the README lists; one per site variant. */
export const DEMO_PASSWORD = 'havn-demo-2026';
export const DEMO_CUSTOMERS = [
  { username: 'astrid', name: 'Astrid Lindqvist', country: 'se' },
  { username: 'ola', name: 'Ola Nordmann', country: 'no' },
  { username: 'mette', name: 'Mette Jensen', country: 'dk' },
  { username: 'aino', name: 'Aino Virtanen', country: 'fi' },
  { username: 'max', name: 'Max Becker', country: 'de' },
  { username: 'emma', name: 'Emma Clarke', country: 'gb' },
] as const;

/** Seeds the demo on a fresh database only: a restart never duplicates or overwrites anything. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  for (const customer of DEMO_CUSTOMERS) {
    await registerCustomer(ctx, { ...customer, password: DEMO_PASSWORD }, 'seed');
  }
  await seedDemoOnboarding(ctx, DEMO_PASSWORD, DEMO_CUSTOMERS);
  ctx.log.info(
    `seeded ${DEMO_CUSTOMERS.length} demo customers, a prospect, a review and a compliance officer`,
  );
  await seedDemoAccounts(
    ctx,
    DEMO_CUSTOMERS.map((c) => c.username),
  );
  await seedDemoCommunity(ctx);
  await seedDemoPortfolios(ctx);
  // The history's fills recorded domain events: deliver them now (the trade events in the feeds), so
  // the demo is whole before the first request, with or without a job runner.
  await runDueJobs(ctx);
  return true;
}
